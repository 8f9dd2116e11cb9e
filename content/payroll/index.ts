import { readDataFile } from "../schema/data-file.ts";
import rates from "./rates.yaml";
import { payrollRatesSchema, type PayrollRates } from "./schema.ts";

/**
 * Indonesia's payroll rates and tables (rates.yaml), checked against their schema: a table with a gap, an
 * overlap or a rate outside 0–100 % stops the build, the dev server's page and the tests, naming the file
 * and the row. The calculators (core/payroll/) take the part they need as an argument, so a page's script
 * carries only its own calculator's table.
 */
export const payrollRates: PayrollRates = readDataFile(payrollRatesSchema, rates);
