import { useMemo, useState } from "react";
import { brand } from "../../../content/brand.ts";
import { demoSlots } from "../../../core/leads/schemas/demo-slots.ts";
import type { Country } from "../../../core/leads/schemas/lead-options.ts";
import type { FormWords } from "../../../core/i18n/form-words.types.ts";
import { fill } from "../../../core/i18n/fill.ts";
import { FieldMessages, fieldIds } from "./fields.tsx";

type OfficeCode = Exclude<Country, "other">;

export interface SlotButtonsProps {
  words: FormWords;
  locale: string;
  country: Country;
  /** Office hours per office, in the page's language. */
  hours: Record<OfficeCode, string>;
  error?: string;
  defaultValue?: string;
}

/**
 * The offered slots of the chosen country's office as buttons, grouped by day and shown in the visitor's
 * time zone. Loaded once the visitor has chosen a country (slot-picker.tsx).
 */
export function SlotButtons({ words, locale, country, hours, error, defaultValue }: SlotButtonsProps) {
  const t = words.slotPicker;
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  const [chosen, setChosen] = useState(defaultValue ?? "");
  const [day, setDay] = useState<string | null>(null);

  const days = useMemo(() => {
    const dayKey = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const dayName = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
    });
    const grouped = new Map<string, { label: string; slots: Date[] }>();
    for (const slot of demoSlots(new Date(), country)) {
      const key = dayKey.format(slot);
      const group = grouped.get(key) ?? { label: dayName.format(slot), slots: [] };
      group.slots.push(slot);
      grouped.set(key, group);
    }
    return [...grouped].map(([key, group]) => ({ key, ...group }));
  }, [country, locale, timeZone]);

  const timeOf = useMemo(
    () => new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
    [locale, timeZone],
  );
  const longOf = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        weekday: "long",
        day: "numeric",
        month: "long",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
    [locale, timeZone],
  );
  const chosenDay = days.find((group) => group.slots.some((slot) => slot.toISOString() === chosen));
  const shownDay = days.find((group) => group.key === day) ?? chosenDay ?? days[0];
  const officeCode: OfficeCode = country === "other" ? "SG" : country;
  const office = brand.offices.find((candidate) => candidate.countryCode === officeCode);
  const zoneName = timeZone.replace(/_/g, " ");
  const ids = fieldIds("slot");

  return (
    <fieldset
      className="min-w-0"
      aria-describedby={[ids.hint, error ? ids.error : ""].filter(Boolean).join(" ")}
    >
      <legend className="text-sm font-semibold text-ink">{words.fields.slot.label}</legend>
      <input type="hidden" name="timeZone" value={timeZone} />
      <p id={ids.hint} className="mt-1.5 text-sm text-muted">
        {fill(t.yourTimeZone, { zone: zoneName })}{" "}
        {office && fill(t.officeHours, { city: office.city, hours: hours[officeCode] })}
      </p>
      {shownDay && (
        <div
          id={ids.input}
          tabIndex={-1}
          data-field-error={error ? "" : undefined}
          className="mt-3 outline-none"
        >
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t.day}</p>
          <div role="radiogroup" aria-label={t.day} className="mt-2 flex gap-2 overflow-x-auto pb-2">
            {days.map((group) => (
              <button
                key={group.key}
                type="button"
                role="radio"
                aria-checked={group.key === shownDay.key}
                onClick={() => setDay(group.key)}
                className="min-h-11 shrink-0 rounded-xl border border-slate-300 px-3 text-sm font-semibold aria-checked:border-brand-600 aria-checked:bg-brand-600 aria-checked:text-white"
              >
                {group.label}
              </button>
            ))}
          </div>
          <p className="mt-3 text-xs font-semibold tracking-wide text-muted uppercase">{t.time}</p>
          <div
            role="radiogroup"
            aria-label={`${t.time}, ${shownDay.label}`}
            className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5"
          >
            {shownDay.slots.map((slot) => {
              const value = slot.toISOString();
              return (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-slate-300 text-sm font-semibold has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-3 has-focus-visible:outline-accent"
                >
                  <input
                    type="radio"
                    name="slot"
                    value={value}
                    checked={chosen === value}
                    onChange={() => setChosen(value)}
                    className="sr-only"
                  />
                  {timeOf.format(slot)}
                </label>
              );
            })}
          </div>
          <p aria-live="polite" className="mt-2 min-h-5 text-sm font-semibold text-brand-700">
            {chosen && chosenDay ? fill(t.chosen, { slot: longOf.format(new Date(chosen)) }) : ""}
          </p>
        </div>
      )}
      {/* Until a time is picked the form still posts the field, empty, and the schema says what is missing. */}
      {!chosenDay && <input type="hidden" name="slot" value="" />}
      <FieldMessages name="slot" error={error} />
    </fieldset>
  );
}
