import { z } from "zod";
import { consentIdPattern } from "./consent-state.ts";

/** The body the browser sends to /api/consent: the choice per purpose and the policy version it was made under. */
export const consentRecordSchema = z.strictObject({
  id: z.string().regex(consentIdPattern),
  analytics: z.boolean(),
  marketing: z.boolean(),
  chat: z.boolean(),
  version: z.string().regex(/^[\w.:+-]{1,64}$/),
});

export type ConsentRecordBody = z.output<typeof consentRecordSchema>;
