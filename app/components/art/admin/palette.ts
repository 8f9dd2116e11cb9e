import { theme } from "../scenes/palette.ts";

/**
 * Every colour the admin screens may use: the theme's (`--color-*` in app/styles/app.css, which the scenes'
 * palette mirrors and a unit test keeps equal), white, and the status tones the drawn phone screens use
 * (Tailwind's emerald, amber, sky and red at 100 and 800, phone-screen.tsx) so a label reads the same on
 * the phone and on the dashboard. tests/unit/admin-screens.test.ts refuses a drawing with any other colour.
 */
export const adminColour = {
  ...theme,
  muted: "#475569",
  danger: "#b42318",
  white: "#ffffff",
  okBg: "#d0fae5",
  okFg: "#006045",
  waitBg: "#fef3c6",
  waitFg: "#973c00",
  infoBg: "#dff2fe",
  infoFg: "#00598a",
  alertBg: "#ffe2e2",
  alertFg: "#9f0712",
} as const;

export type Tone = "ok" | "wait" | "info" | "alert" | "muted";

/** A coloured label's background and text by its tone; "muted" is the grey of a day without work. */
export const toneColours: Record<Tone, { bg: string; fg: string }> = {
  ok: { bg: adminColour.okBg, fg: adminColour.okFg },
  wait: { bg: adminColour.waitBg, fg: adminColour.waitFg },
  info: { bg: adminColour.infoBg, fg: adminColour.infoFg },
  alert: { bg: adminColour.alertBg, fg: adminColour.alertFg },
  muted: { bg: adminColour.line, fg: adminColour.muted },
};
