import { colour } from "../palette.ts";

/** The admin screens paint with the one palette of the drawings (../palette.ts), its status tones among it. */
export const adminColour = colour;

export type Tone = "ok" | "wait" | "info" | "alert" | "muted";

/** A coloured label's background and text by its tone; "muted" is the grey of a day without work. */
export const toneColours: Record<Tone, { bg: string; fg: string }> = {
  ok: { bg: adminColour.okBg, fg: adminColour.okFg },
  wait: { bg: adminColour.waitBg, fg: adminColour.waitFg },
  info: { bg: adminColour.infoBg, fg: adminColour.infoFg },
  alert: { bg: adminColour.alertBg, fg: adminColour.alertFg },
  muted: { bg: adminColour.line, fg: adminColour.muted },
};
