import * as z from "zod/mini";

/**
 * Why a field was refused; the page shows its dictionary's words for each. The list is the validation's, so
 * it loads with the schemas, when the visitor starts on a form; pages need only its type.
 */
export const fieldErrors = [
  "required",
  "email",
  "phone",
  "tooLong",
  "choice",
  "slot",
  "consent",
  "control",
] as const;
export type FieldError = (typeof fieldErrors)[number];

export type FieldErrors<Name extends string = string> = Partial<Record<Name, FieldError>>;

export type FormValidation<T> =
  { ok: true; data: T } | { ok: false; errors: FieldErrors<Extract<keyof T, string>> };

/** What a form posted, as the schemas read it: each field's single value, or all values of a list field. */
export function formValues(form: FormData, listFields: readonly string[] = []): Record<string, unknown> {
  // One pass over the entries: `getAll` per name reads every entry again, which is quadratic in the
  // number of fields, and a 64 KB post can hold thousands.
  const lists = new Map<string, string[]>(listFields.map((key) => [key, []]));
  const values = new Map<string, string>();
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const list = lists.get(key);
    if (list) list.push(value);
    else if (!values.has(key)) values.set(key, value);
  }
  return { ...Object.fromEntries(values), ...Object.fromEntries(lists) };
}

/** Validates a form's values; each field gets the code of its first failed check. */
export function validateForm<Schema extends z.ZodMiniType>(
  schema: Schema,
  values: Record<string, unknown>,
): FormValidation<z.output<Schema>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= (isFieldError(issue.message) ? issue.message : "required") as FieldError;
  }
  return { ok: false, errors } as FormValidation<z.output<Schema>>;
}

function isFieldError(message: string): message is FieldError {
  return (fieldErrors as readonly string[]).includes(message);
}
