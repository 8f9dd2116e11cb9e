import { emailField, z } from "./lead-fields.ts";

/**
 * "Email me this calculation" under a calculator's result (docs/calculators.md): the address alone. The
 * calculator's inputs travel in the page's query, which the server reads and works out again itself.
 */
export const calculationMailSchema = z.object({ email: emailField });

export type CalculationMailInput = z.output<typeof calculationMailSchema>;
