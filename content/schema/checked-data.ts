import type { z } from "zod";
import { ContentProblem } from "./content-problem.ts";

/**
 * `data` checked against `schema`, or an error naming `file` and each field at fault, one a line. The
 * content module's reader (data-file.ts) and the readers that run before it (the regulatory facts' payroll
 * figures, content/regulations/payroll-figures.ts) word a broken file alike.
 */
export function checkedData<Schema extends z.ZodType>(
  schema: Schema,
  file: string,
  data: unknown,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.length > 0 ? issue.path.join(".") : "(the whole file)"}: ${issue.message}`,
  );
  throw new ContentProblem(`${file} does not fit its schema:\n${problems.join("\n")}`);
}
