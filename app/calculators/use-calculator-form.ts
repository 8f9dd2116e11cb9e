import { useEffect, useMemo, useRef, useState } from "react";
import type { FieldError, QueryReading } from "../../core/payroll/query.ts";

/** How long the typing pauses before the address follows it. */
const addressDelayMs = 400;

/**
 * The state of a calculator's form (docs/calculators.md, The pages). The server renders the page for the
 * query its GET form sent; in the browser the same values become the visitor's as they type: the result is
 * worked out again at each change, with no request, and the address follows (`history.replaceState`) once
 * the typing pauses, so the result can be bookmarked and shared.
 */
export function useCalculatorForm({
  values: initial,
  hasQuery,
}: {
  /** The form's values as the server rendered them: the query's, or the bare calculator's choices. */
  values: Readonly<Record<string, string>>;
  /** Whether the page was asked for with a query (a form sent without JavaScript, a shared link). */
  hasQuery: boolean;
}) {
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...initial }));
  // Whether the visitor has changed anything here since the page loaded: a field still empty is then one
  // not yet filled in, not one the form was sent without.
  const [touched, setTouched] = useState(false);
  // Sent with JavaScript: every error shows, as it would from the server.
  const [submitted, setSubmitted] = useState(false);
  const params = useMemo(() => queryOf(values), [values]);

  // The address is written once the typing pauses, not at each key: a history write costs a slow phone
  // milliseconds in the key's frame, and browsers refuse more than about a hundred in a few seconds.
  const pendingAddress = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    if (!touched) return;
    const search = params.toString();
    const url = `${window.location.pathname}${search ? `?${search}` : ""}`;
    const write = () => {
      clearTimeout(timer);
      pendingAddress.current = undefined;
      // React Router keeps its own entry's state in history.state: it stays, only the address changes.
      window.history.replaceState(window.history.state, "", url);
    };
    const timer = setTimeout(write, addressDelayMs);
    pendingAddress.current = write;
    return () => {
      clearTimeout(timer);
      pendingAddress.current = undefined;
    };
  }, [params, touched]);
  /** The address of the calculation as it is now, written first if the typing has not paused yet. */
  const address = () => {
    pendingAddress.current?.();
    return window.location.href;
  };

  const setValue = (name: string, value: string) => {
    setTouched(true);
    setValues((current) => ({ ...current, [name]: value }));
  };
  // The bare calculator and the visitor's typing show no error for a field not yet filled in; a query the
  // server was sent, or the form sent with JavaScript, shows them all.
  const lenient = !submitted && (touched || !hasQuery);
  return {
    values,
    lenient,
    changed: touched,
    submitted,
    setValue,
    submit: () => setSubmitted(true),
    address,
  };
}

/** The query of the form's filled-in fields, in the form's order. */
export function queryOf(values: Readonly<Record<string, string>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value.trim() !== "") params.set(name, value);
  return params;
}

/**
 * What the page shows for a reading of its query: nothing yet, field errors, or the input to work out.
 * While the visitor types (`lenient`), a field left empty is not yet an error: only the fields they filled
 * in wrongly are; a form sent, with JavaScript or without, shows every error, empty fields included.
 */
export function readingShown<Input, Field extends string>(
  reading: QueryReading<Input, Field>,
  values: Readonly<Record<string, string>>,
  lenient: boolean,
):
  | { kind: "blank" }
  | { kind: "errors"; errors: Partial<Record<Field, FieldError>> }
  | { kind: "input"; input: Input } {
  if (reading.kind !== "errors" || !lenient) return reading;
  const errors = Object.fromEntries(
    Object.entries(reading.errors).filter(
      ([name, error]) => !(error === "required" && (values[name] ?? "").trim() === ""),
    ),
  ) as Partial<Record<Field, FieldError>>;
  return Object.keys(errors).length > 0 ? { kind: "errors", errors } : { kind: "blank" };
}
