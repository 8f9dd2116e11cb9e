import { z } from "zod";

/** Where the browser records each choice (server/consent-api.ts). */
export const consentApiPath = "/api/consent";

/** A random UUID made in the browser (crypto.randomUUID), kept with the choice. */
export const consentIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The body the browser sends: the choice per purpose and the policy version it was made under. */
export const consentRecordSchema = z.strictObject({
  id: z.string().regex(consentIdPattern),
  analytics: z.boolean(),
  marketing: z.boolean(),
  version: z.string().regex(/^[\w.:+-]{1,64}$/),
});

export type ConsentRecordBody = z.output<typeof consentRecordSchema>;
