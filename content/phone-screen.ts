import { z } from "zod";

/** A line of the drawing: never empty, and short enough to fit its place on the about 270 px wide screen. */
const line = (max: number, title: string, description?: string) =>
  z.string().trim().min(1).max(max).meta({ title, description });

/**
 * One screen of the app as the site draws it in a phone (app/components/art/phone-screen.tsx), written per
 * language so the mock-up speaks the reader's language. The limits are what fits the drawing without a
 * text running over its place; they are checked where screens are loaded from Markdown (the user guide)
 * and by the content tests for screens written in TypeScript.
 */
export const phoneScreenSchema = z.strictObject({
  /** The app bar, e.g. "Attendance". */
  title: line(22, "Screen title", 'At the top, e.g. "Attendance".'),
  /** A line under the app bar, e.g. "Tuesday, 14 May · Morning shift". */
  subtitle: line(36, "Line under the title", 'e.g. "Tuesday, 14 May · Morning shift".'),
  /** The big card at the top of the screen. */
  highlight: z
    .strictObject({
      /** Small label, e.g. "Clocked in". */
      label: line(24, "Label", 'Small, e.g. "Clocked in".'),
      /** Large value, e.g. "08:02" or "12 days". */
      value: line(12, "Value", 'Large, e.g. "08:02" or "12 days".'),
      /** One line under the value, e.g. "Inside geofence · Head office". */
      note: line(34, "Note", 'Under the value, e.g. "Inside geofence · Head office".'),
    })
    .meta({ title: "Card at the top" }),
  /** Three or four list rows under the card. */
  rows: z
    .array(
      z
        .strictObject({
          title: line(26, "Row title"),
          meta: line(32, "Row details"),
          /** A coloured pill on the right: ok (green), wait (amber), info (blue), alert (red). */
          status: z
            .strictObject({
              label: line(12, "Pill", 'e.g. "Approved".'),
              tone: z
                .enum(["ok", "wait", "info", "alert"])
                .meta({ title: "Colour", description: "ok green, wait amber, info blue, alert red." }),
            })
            .optional()
            .meta({ title: "Pill on the right", description: "A coloured word, or none." }),
        })
        .meta({ title: "Row" }),
    )
    .min(3)
    .max(4)
    .meta({ title: "Rows", description: "Three or four, under the card." }),
  /** The main button at the bottom, e.g. "Clock out". */
  action: line(22, "Button", 'At the bottom, e.g. "Clock out".'),
});

export type PhoneScreen = z.infer<typeof phoneScreenSchema>;
