import type { z } from "zod";
import { choice, group, line, list, optionalGroup } from "./schema/fields.ts";

/**
 * A line of the drawing: never empty, and short enough to fit its place on the about 270 px wide screen;
 * the editor's label says how short.
 */
const fitting = (label: string, max: number, hint?: string) =>
  line({ label: `${label} (at most ${max} characters)`, hint, max });

/**
 * One screen of the app as the site draws it in a phone (app/art/phone-screen.tsx), written per
 * language so the mock-up speaks the reader's language. The limits are what fits the drawing without a
 * text running over its place; they are checked wherever a screen is read: the user guide's front matter
 * and the pages' data files.
 */
export const phoneScreenSchema = group(
  {
    title: fitting("App bar", 22, "The screen's name at the top, e.g. “Attendance”."),
    subtitle: fitting("Line under the app bar", 36, "E.g. “Tuesday, 14 May · Morning shift”."),
    highlight: group(
      {
        label: fitting("Card label", 24, "Small, above the value, e.g. “Clocked in”."),
        value: fitting("Highlight value", 12, "Large, e.g. “08:02” or “12 days”."),
        note: fitting("Card note", 34, "One line under the value, e.g. “Inside geofence · Head office”."),
      },
      { label: "Card at the top", hint: "The big card under the app bar." },
    ),
    rows: list(
      group(
        {
          title: fitting("Row title", 26),
          meta: fitting("Row details", 32, "The smaller line under the row's title."),
          status: optionalGroup(
            {
              label: fitting("Label", 12),
              tone: choice(["ok", "wait", "info", "alert"], {
                label: "Colour",
                hint: "ok: green, wait: amber, info: blue, alert: red.",
              }),
            },
            { label: "Coloured label on the right", hint: "Optional, e.g. “Approved” in green." },
          ),
        },
        { label: "Row" },
      ),
      { label: "Rows", hint: "Three or four rows under the card.", min: 3, max: 4 },
    ),
    action: fitting("Button", 22, "The main button at the bottom, e.g. “Clock out”."),
  },
  { label: "Phone screen" },
);

export type PhoneScreen = z.output<typeof phoneScreenSchema>;
