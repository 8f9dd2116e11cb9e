import { z } from "zod";

/** A line of the drawing: never empty, and short enough to fit its place on the about 270 px wide screen. */
const line = (max: number) => z.string().trim().min(1).max(max);

/**
 * One screen of the app as the site draws it in a phone (app/components/art/phone-screen.tsx), written per
 * language so the mock-up speaks the reader's language. The limits are what fits the drawing without a
 * text running over its place; they are checked where screens are loaded from Markdown (the user guide)
 * and by the content tests for screens written in TypeScript.
 */
export const phoneScreenSchema = z.strictObject({
  /** The app bar, e.g. "Attendance". */
  title: line(22),
  /** A line under the app bar, e.g. "Tuesday, 14 May · Morning shift". */
  subtitle: line(36),
  /** The big card at the top of the screen. */
  highlight: z.strictObject({
    /** Small label, e.g. "Clocked in". */
    label: line(24),
    /** Large value, e.g. "08:02" or "12 days". */
    value: line(12),
    /** One line under the value, e.g. "Inside geofence · Head office". */
    note: line(34),
  }),
  /** Three or four list rows under the card. */
  rows: z
    .array(
      z.strictObject({
        title: line(26),
        meta: line(32),
        /** A coloured pill on the right: ok (green), wait (amber), info (blue), alert (red). */
        status: z.strictObject({ label: line(12), tone: z.enum(["ok", "wait", "info", "alert"]) }).optional(),
      }),
    )
    .min(3)
    .max(4),
  /** The main button at the bottom, e.g. "Clock out". */
  action: line(22),
});

export type PhoneScreen = z.infer<typeof phoneScreenSchema>;
