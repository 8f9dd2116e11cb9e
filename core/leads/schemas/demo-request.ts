import { isOfferedSlot, parseSlot } from "./demo-slots.ts";
import { companyLeadShape, withoutControls, z } from "./lead-fields.ts";
import { countries, interests } from "./lead-options.ts";

/** The demo request: who, which company, what to show, and when to call. */
export const demoRequestSchema = z
  .object({
    ...companyLeadShape,
    interests: z.array(z.enum(interests, { error: "choice" })),
    slot: z.string().check(z.trim(), z.minLength(1, { error: "required" })),
    /** The visitor's time zone, as the browser names it; empty without JavaScript. */
    timeZone: z._default(z.string().check(withoutControls, z.maxLength(64, { error: "tooLong" })), ""),
  })
  .check(
    z.refine(
      (data) => {
        const slot = parseSlot(data.slot, data.country);
        return slot !== undefined && isOfferedSlot(slot, new Date(), data.country);
      },
      { path: ["slot"], error: "slot", when: (payload) => isSlotCheckable(payload.value) },
    ),
  );

/** The slot can be checked once it and the country are given and the country is one of ours. */
function isSlotCheckable(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const { slot, country } = value as { slot?: unknown; country?: unknown };
  return (
    typeof slot === "string" &&
    slot.trim() !== "" &&
    typeof country === "string" &&
    (countries as readonly string[]).includes(country)
  );
}

export type DemoRequestInput = z.output<typeof demoRequestSchema>;
