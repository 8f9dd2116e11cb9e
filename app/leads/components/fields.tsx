import type { ReactNode } from "react";

/** Ids of a field's parts, so labels, hints and errors point at each other the same way everywhere. */
export const fieldIds = (name: string) => ({
  input: `field-${name}`,
  hint: `field-${name}-hint`,
  error: `field-${name}-error`,
});

interface FieldShell {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  /** Words for "(optional)"; a field without it is required. */
  optionalText?: string;
}

const describedBy = (name: string, hint?: string, error?: string) =>
  [hint ? fieldIds(name).hint : "", error ? fieldIds(name).error : ""].filter(Boolean).join(" ") || undefined;

const inputClass = (error?: string) =>
  `mt-1.5 block h-12 w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-slate-500 ${
    error ? "border-danger" : "border-slate-300"
  }`;

function Label({ name, label, optionalText }: Pick<FieldShell, "name" | "label" | "optionalText">) {
  return (
    <label htmlFor={fieldIds(name).input} className="block text-sm font-semibold text-ink">
      {label}
      {optionalText && <span className="ml-1 font-normal text-muted">{optionalText}</span>}
    </label>
  );
}

export function FieldMessages({ name, hint, error }: Pick<FieldShell, "name" | "hint" | "error">) {
  return (
    <>
      {hint && (
        <p id={fieldIds(name).hint} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldIds(name).error} className="mt-1.5 flex gap-1.5 text-sm font-semibold text-danger">
          <span aria-hidden="true">!</span>
          {error}
        </p>
      )}
    </>
  );
}

export function TextField({
  type = "text",
  autoComplete,
  inputMode,
  defaultValue,
  maxLength,
  ...shell
}: FieldShell & {
  type?: "text" | "email" | "tel" | "datetime-local";
  autoComplete?: string;
  inputMode?: "email" | "tel" | "text";
  defaultValue?: string;
  maxLength?: number;
}) {
  const { name, hint, error, optionalText } = shell;
  return (
    <div>
      <Label {...shell} />
      <input
        id={fieldIds(name).input}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-required={optionalText ? undefined : true}
        aria-invalid={error ? true : undefined}
        data-field-error={error ? "" : undefined}
        aria-describedby={describedBy(name, hint, error)}
        className={inputClass(error)}
      />
      <FieldMessages name={name} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  options,
  placeholder,
  defaultValue,
  onChange,
  ...shell
}: FieldShell & {
  options: ReadonlyArray<readonly [value: string, label: string]>;
  placeholder: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}) {
  const { name, hint, error, optionalText } = shell;
  return (
    <div>
      <Label {...shell} />
      <select
        id={fieldIds(name).input}
        name={name}
        defaultValue={defaultValue ?? ""}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        aria-required={optionalText ? undefined : true}
        aria-invalid={error ? true : undefined}
        data-field-error={error ? "" : undefined}
        aria-describedby={describedBy(name, hint, error)}
        className={`${inputClass(error)} appearance-auto pr-3`}
      >
        <option value="">{placeholder}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <FieldMessages name={name} hint={hint} error={error} />
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  defaultChecked,
  error,
  required,
}: {
  name: string;
  label: ReactNode;
  defaultChecked?: boolean;
  error?: string;
  required?: boolean;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={fieldIds(name).input}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          aria-required={required ? true : undefined}
          aria-invalid={error ? true : undefined}
          data-field-error={error ? "" : undefined}
          aria-describedby={error ? fieldIds(name).error : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        {/* The padding, taken back by the margins, makes a one-line label a thumb's height (44 px) to tap
            without moving the text. */}
        <label htmlFor={fieldIds(name).input} className="-my-3 py-3 text-sm leading-relaxed text-ink">
          {label}
        </label>
      </div>
      <FieldMessages name={name} error={error} />
    </div>
  );
}

export function CheckboxGroup({
  name,
  legend,
  hint,
  options,
  defaultValues = [],
  error,
  optionalText,
}: FieldShell & {
  legend?: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  defaultValues?: readonly string[];
}) {
  return (
    <fieldset className="min-w-0" aria-describedby={describedBy(name, hint, error)}>
      <legend className="text-sm font-semibold text-ink">
        {legend}
        {optionalText && <span className="ml-1 font-normal text-muted">{optionalText}</span>}
      </legend>
      {/* The first box takes the focus when the group has an error. */}
      <div
        id={fieldIds(name).input}
        tabIndex={-1}
        data-field-error={error ? "" : undefined}
        className="mt-2 grid gap-2 outline-none sm:grid-cols-2"
      >
        {options.map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={defaultValues.includes(value)}
              className="size-5 shrink-0 accent-brand-600"
            />
            {label}
          </label>
        ))}
      </div>
      <FieldMessages name={name} hint={hint} error={error} />
    </fieldset>
  );
}
