/**
 * The drawings an article's cover can carry on its right (`motif:` in the article's front matter): pick the
 * one closest to the article's subject, and give both languages of an article the same one. Each is drawn
 * in the colours of the article's category (`scripts/covers/cover-motifs.tsx`).
 */
export const blogMotifs = [
  /** A month's calendar with leave days taken and a "+3" tag for the days carried over. */
  "leave-calendar",
  /** A doctor's note with a medical cross, a signature and a capsule: sick leave, medical claims. */
  "doctor-note",
  /** A payslip with one deduction line picked out and a "%" badge: statutory contributions, tax. */
  "payslip",
  /** An envelope with banknotes rising out of it: THR, bonuses, allowances. */
  "bonus",
  /** A clipboard checklist and a calendar day: cut-offs, closing, deadlines. */
  "cut-off",
  /** A clock with the hours past the end of a shift in a stronger colour and a "×2" badge: overtime. */
  "overtime",
  /** A shift roster: people down the side, days across, shifts in blocks, a swap badge: scheduling. */
  "roster",
  /** A phone taking a selfie inside a dashed geofence around an outlet: GPS and selfie attendance. */
  "geofence",
  /** A bar chart going down with a falling trend arrow: absenteeism, lateness, turnover. */
  "chart-down",
  /** A new hire's ID badge beside a checklist: onboarding. */
  "onboarding",
  /** A folded map with a dotted route between numbered pins: field visits, routes. */
  "route-map",
  /** A law book with a section sign and a gavel: acts, regulations, amendments. */
  "law-book",
  /** A membership card under a shield with a tick: social security, insurance, benefits. */
  "social-security",
] as const;

export type BlogMotif = (typeof blogMotifs)[number];
