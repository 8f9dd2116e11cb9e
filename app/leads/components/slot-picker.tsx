import { lazy, Suspense, useSyncExternalStore } from "react";
import type { Country } from "../../../core/leads/schemas/lead-options.ts";
import type { FormWords } from "../../../core/i18n/form-words.types.ts";
import { FieldMessages, fieldIds, TextField } from "./fields.tsx";
import type { SlotButtonsProps } from "./slot-buttons.tsx";

// The buttons need the country first, so their code waits for it: the page's first load carries none.
const SlotButtons = lazy(() =>
  import("./slot-buttons.tsx").then((module) => ({ default: module.SlotButtons })),
);

type SlotPickerProps = Omit<SlotButtonsProps, "country"> & { country: Country | "" };

const subscribeNever = () => () => undefined;
/** False in the server's HTML and during hydration, true once the browser runs the page. */
const useInBrowser = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

/**
 * The demo's time: with JavaScript, the offered slots of the chosen country's office as buttons, grouped
 * by day and shown in the visitor's time zone; without it, a date-and-time field read in the office's
 * time. Both post `slot`, which the server checks against the same offer.
 */
export function SlotPicker({ country, ...props }: SlotPickerProps) {
  const inBrowser = useInBrowser();
  const { words, error, defaultValue } = props;
  if (!inBrowser) {
    return (
      <TextField
        name="slot"
        type="datetime-local"
        label={words.fields.slot.label}
        hint={words.slotPicker.fallbackLabel}
        defaultValue={defaultValue}
        error={error}
      />
    );
  }
  const waiting = <ChooseCountryFirst words={words} error={error} />;
  if (!country) return waiting;
  return (
    <Suspense fallback={waiting}>
      <SlotButtons country={country} {...props} />
    </Suspense>
  );
}

/** Before a country is chosen (or while its slots load): what the picker needs, and an empty slot. */
function ChooseCountryFirst({ words, error }: { words: FormWords; error?: string }) {
  const ids = fieldIds("slot");
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={[ids.hint, error ? ids.error : ""].filter(Boolean).join(" ")}
    >
      <legend className="text-sm font-semibold text-ink">{words.fields.slot.label}</legend>
      <p id={ids.hint} className="mt-1.5 text-sm text-muted">
        {words.slotPicker.chooseCountryFirst}
      </p>
      <input type="hidden" name="slot" value="" />
      <FieldMessages name="slot" error={error} />
    </fieldset>
  );
}
