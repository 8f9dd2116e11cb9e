import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { CSSProperties, ReactNode } from "react";
import type { AdminScreensContent } from "../../../content/admin-screens/schema.ts";
import { adminScreenSize, type AdminVariant } from "./admin-screens.ts";
import { menuKeys, type AdminScreenKey, type MenuKey } from "../../../core/art/admin-screen-keys.ts";
import { adminColour as c, toneColours, type Tone } from "./palette.ts";

/**
 * The admin screens drawn as SVG with satori: layout by flexbox, every letter set in Plus Jakarta Sans and
 * written as outlines, so the file looks the same in every browser and at every width without a font
 * request (an <img> cannot use the page's fonts). Run at build by the file route (routes/admin-screen.ts);
 * satori is a build tool, loaded only here. docs/decisions/0012-admin-screens.md.
 *
 * satori draws a subset of CSS: each element with more than one child lays out with `display: flex`, which
 * `box()` sets.
 */

type Style = CSSProperties;
type Table = AdminScreensContent["attendance"]["table"];
type ApprovalsTable = AdminScreensContent["approvals"]["table"];

const font = "Plus Jakarta Sans";

/**
 * satori sizes boxes by their content (CSS's content-box): a width excludes its padding and border. The
 * widths below are worked out from these, so that columns, cards and bars line up.
 */
const sidebarWidth = 240;
const contentPadding = { wide: 26, narrow: 14 } as const;
/** The width inside the main area's padding. */
function innerWidth(key: AdminScreenKey, variant: AdminVariant): number {
  const { width } = adminScreenSize[key][variant];
  return width - (variant === "wide" ? sidebarWidth : 0) - 2 * contentPadding[variant];
}

function box(style: Style, ...children: ReactNode[]) {
  return <div style={{ display: "flex", ...style }}>{children}</div>;
}

function text(words: string, style: Style) {
  return <div style={{ display: "flex", whiteSpace: "nowrap", ...style }}>{words}</div>;
}

/** "Budi Santoso" → "BS", the avatar of a person's row. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? "")
    .join("")
    .toUpperCase();
}

function avatar(name: string, size = 30) {
  return box(
    {
      width: size,
      height: size,
      borderRadius: size / 2,
      backgroundColor: c["brand-50"],
      color: c["brand-700"],
      alignItems: "center",
      justifyContent: "center",
      fontSize: size * 0.38,
      fontWeight: 700,
      flexShrink: 0,
    },
    initials(name),
  );
}

function chip(label: string, tone: Tone, size = 12) {
  const { bg, fg } = toneColours[tone];
  return box(
    {
      backgroundColor: bg,
      color: fg,
      borderRadius: 999,
      padding: "3px 10px",
      fontSize: size,
      fontWeight: 700,
      whiteSpace: "nowrap",
    },
    label,
  );
}

/** The logo's badge (regu-logo.tsx): three teammates, the front one's head in the accent colour. */
function logoMark(size: number) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="9" fill={c["brand-500"]} />
      <circle cx="8.5" cy="12.5" r="2.7" fill={c.white} />
      <circle cx="23.5" cy="12.5" r="2.7" fill={c.white} />
      <path d="M3.5 24.5a5 5 0 0 1 10 0zM18.5 24.5a5 5 0 0 1 10 0z" fill={c.white} />
      <path d="M9 25.5a7 7 0 0 1 14 0z" fill={c.white} stroke={c["brand-500"]} strokeWidth="1.8" />
      <circle cx="16" cy="10" r="3.6" fill={c.accent} stroke={c["brand-500"]} strokeWidth="1.8" />
    </svg>
  );
}

function chevron(colour: string) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12">
      <path d="M3 4.5l3 3 3-3" fill="none" stroke={colour} strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

function magnifier() {
  return (
    <svg width="15" height="15" viewBox="0 0 16 16">
      <circle cx="7" cy="7" r="4.8" fill="none" stroke={c.muted} strokeWidth="1.6" />
      <path d="M10.6 10.6l3.4 3.4" stroke={c.muted} strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

function tick(colour: string, size = 12) {
  return (
    <svg width={size} height={size} viewBox="0 0 12 12">
      <path
        d="M2.5 6.3l2.3 2.3 4.7-5"
        fill="none"
        stroke={colour}
        strokeWidth="1.9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Which menu entry each screen lights. */
const activeMenu: Record<AdminScreenKey, MenuKey> = {
  attendance: "attendance",
  roster: "roster",
  approvals: "approvals",
  payroll: "payroll",
  projects: "projects",
};

function sidebar(chrome: AdminScreensContent["chrome"], active: MenuKey) {
  return box(
    {
      flexDirection: "column",
      width: sidebarWidth - 28,
      flexShrink: 0,
      backgroundColor: c["brand-900"],
      borderTopLeftRadius: 14,
      borderBottomLeftRadius: 14,
      padding: "20px 14px",
    },
    box(
      { alignItems: "center", padding: "0 6px 22px" },
      logoMark(30),
      box(
        { flexDirection: "column", marginLeft: 10 },
        text("Regu", { fontSize: 18, fontWeight: 800, color: c.white, letterSpacing: -0.4 }),
        text(chrome.product, { fontSize: 11, fontWeight: 600, color: c["brand-200"] }),
      ),
    ),
    ...menuKeys.map((key) => {
      const on = key === active;
      return box(
        {
          alignItems: "center",
          height: 38,
          padding: "0 12px",
          marginBottom: 2,
          borderRadius: 9,
          backgroundColor: on ? c["brand-700"] : c["brand-900"],
          color: on ? c.white : c["brand-100"],
          fontSize: 13.5,
          fontWeight: on ? 700 : 500,
        },
        box({
          width: 8,
          height: 8,
          borderRadius: 2,
          marginRight: 12,
          backgroundColor: on ? c.accent : c["brand-700"],
        }),
        chrome.menu[key],
      );
    }),
  );
}

function topBar(chrome: AdminScreensContent["chrome"], workspace: string, variant: AdminVariant) {
  const narrow = variant === "narrow";
  return box(
    {
      alignItems: "center",
      justifyContent: "space-between",
      height: narrow ? 54 : 60,
      flexShrink: 0,
      padding: narrow ? "0 16px" : "0 24px",
      backgroundColor: c.white,
      borderBottom: `1px solid ${c.line}`,
      borderTopRightRadius: 14,
      borderTopLeftRadius: narrow ? 14 : 0,
    },
    box(
      { alignItems: "center" },
      ...(narrow ? [box({ marginRight: 10 }, logoMark(26))] : []),
      box(
        {
          alignItems: "center",
          height: 34,
          padding: "0 10px 0 12px",
          borderRadius: 8,
          border: `1px solid ${c.line}`,
          fontSize: 13,
          fontWeight: 700,
          color: c.ink,
        },
        text(workspace, { marginRight: 8 }),
        chevron(c.muted),
      ),
      ...(narrow
        ? []
        : [
            box(
              {
                alignItems: "center",
                width: 300,
                height: 34,
                marginLeft: 16,
                padding: "0 12px",
                borderRadius: 8,
                backgroundColor: c.surface,
                border: `1px solid ${c.line}`,
                fontSize: 13,
                color: c.muted,
              },
              magnifier(),
              text(chrome.search, { marginLeft: 8 }),
            ),
          ]),
    ),
    box(
      { alignItems: "center" },
      ...(narrow
        ? []
        : [
            box(
              { flexDirection: "column", alignItems: "flex-end", marginRight: 10 },
              text(chrome.user, { fontSize: 13, fontWeight: 700 }),
              text(chrome.role, { fontSize: 11.5, color: c.muted }),
            ),
          ]),
      avatar(chrome.user, narrow ? 30 : 34),
    ),
  );
}

function heading(title: string, subtitle: string, action: string | null, variant: AdminVariant) {
  return box(
    { alignItems: "flex-end", justifyContent: "space-between", marginBottom: variant === "wide" ? 18 : 14 },
    box(
      { flexDirection: "column" },
      text(title, { fontSize: variant === "wide" ? 22 : 20, fontWeight: 800, letterSpacing: -0.4 }),
      // On phones the line under the heading wraps rather than run off the drawing.
      <div style={{ display: "flex", marginTop: 3, fontSize: 13, color: c.muted, lineHeight: 1.35 }}>
        {subtitle}
      </div>,
    ),
    ...(action && variant === "wide"
      ? [
          box(
            {
              height: 34,
              alignItems: "center",
              padding: "0 14px",
              borderRadius: 8,
              border: `1px solid ${c.line}`,
              backgroundColor: c.white,
              fontSize: 13,
              fontWeight: 700,
              color: c["brand-700"],
            },
            action,
          ),
        ]
      : []),
  );
}

function statCards(stats: AdminScreensContent["attendance"]["stats"], variant: AdminVariant, inner: number) {
  const wide = variant === "wide";
  const gap = wide ? 12 : 10;
  const perRow = wide ? stats.length : 2;
  // Outer width of a card, then less its padding (16 or 14 on each side) and border.
  const outer = (inner - gap * (perRow - 1)) / perRow;
  const width = outer - (wide ? 32 : 28) - 2;
  return box(
    { flexWrap: "wrap", marginBottom: wide ? 16 : 6 },
    ...stats.map((stat, index) =>
      box(
        {
          flexDirection: "column",
          width,
          marginRight: (index + 1) % perRow === 0 ? 0 : gap,
          marginBottom: wide ? 0 : 10,
          padding: wide ? "12px 16px" : "10px 14px",
          borderRadius: 12,
          backgroundColor: c.white,
          border: `1px solid ${c.line}`,
          borderTop: index === 0 ? `3px solid ${c["brand-500"]}` : `1px solid ${c.line}`,
        },
        text(stat.label, { fontSize: 12, fontWeight: 600, color: c.muted }),
        text(stat.value, {
          marginTop: 2,
          fontSize: wide ? 22 : 19,
          fontWeight: 800,
          color: index === 0 ? c["brand-700"] : c.ink,
          letterSpacing: -0.3,
        }),
      ),
    ),
  );
}

/** A table card: heading row, then one row per person; `last` draws each row's final cell. */
function tableCard(
  table: { personLabel: string; columns: Table["columns"]; statusLabel: string },
  rows: Array<{ person: string; detail: string; cells: string[]; last: ReactNode }>,
  variant: AdminVariant,
  {
    lastWidth = 130,
    rowHeight = 52,
    narrowColumn = 104,
  }: { lastWidth?: number; rowHeight?: number; narrowColumn?: number } = {},
) {
  const wide = variant === "wide";
  const shown = table.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => wide || column.phone === "shown");
  const personWidth = 210;
  const numberGap = wide ? 24 : 10;
  // Amounts and counts line up on the right, as in a spreadsheet; words on the left.
  const numeric = (index: number) => rows.every((row) => /^[\d.,]+$/.test(row.cells[index] ?? ""));
  // On phones the names take what the other columns leave, and those are as narrow as their contents.
  const cellStyle = (index: number): Style => ({
    ...(wide ? { flex: 1 } : { width: narrowColumn }),
    fontSize: wide ? 13 : 12.5,
    alignItems: "center",
    justifyContent: numeric(index) ? "flex-end" : "flex-start",
    paddingRight: numeric(index) ? numberGap : 0,
    fontWeight: numeric(index) && index === table.columns.length - 1 ? 700 : 500,
  });
  return box(
    {
      flexDirection: "column",
      borderRadius: 12,
      backgroundColor: c.white,
      border: `1px solid ${c.line}`,
    },
    box(
      {
        alignItems: "center",
        height: 38,
        borderTopLeftRadius: 12,
        borderTopRightRadius: 12,
        padding: "0 16px",
        backgroundColor: c.surface,
        borderBottom: `1px solid ${c.line}`,
        fontSize: 11.5,
        fontWeight: 700,
        color: c.muted,
        letterSpacing: 0.3,
      },
      text(table.personLabel.toUpperCase(), wide ? { width: personWidth } : { flex: 1 }),
      ...shown.map(({ column, index }) =>
        text(column.label.toUpperCase(), {
          ...(wide ? { flex: 1 } : { width: narrowColumn }),
          justifyContent: numeric(index) ? "flex-end" : "flex-start",
          paddingRight: numeric(index) ? numberGap : 0,
        }),
      ),
      text(table.statusLabel.toUpperCase(), { width: lastWidth }),
    ),
    ...rows.map((row, rowIndex) =>
      box(
        {
          alignItems: "center",
          height: rowHeight,
          padding: "0 16px",
          borderBottom: rowIndex === rows.length - 1 ? "none" : `1px solid ${c.line}`,
        },
        box(
          wide ? { width: personWidth, alignItems: "center" } : { flex: 1, alignItems: "center" },
          avatar(row.person, wide ? 30 : 26),
          box(
            { flexDirection: "column", marginLeft: wide ? 10 : 8 },
            text(row.person, { fontSize: 13, fontWeight: 700 }),
            text(row.detail, { fontSize: wide ? 11.5 : 11, color: c.muted }),
          ),
        ),
        ...shown.map(({ index }) => text(row.cells[index] ?? "", cellStyle(index))),
        box({ width: lastWidth }, row.last),
      ),
    ),
  );
}

function attendance(content: AdminScreensContent, variant: AdminVariant) {
  const screen = content.attendance;
  return [
    heading(screen.title, screen.subtitle, content.chrome.export, variant),
    statCards(screen.stats, variant, innerWidth("attendance", variant)),
    tableCard(
      screen.table,
      screen.table.rows.map((row) => ({ ...row, last: chip(row.status.label, row.status.tone) })),
      variant,
      { lastWidth: variant === "wide" ? 130 : 104, rowHeight: 47, narrowColumn: 64 },
    ),
  ];
}

function approvals(content: AdminScreensContent, variant: AdminVariant) {
  const screen = content.approvals;
  const wide = variant === "wide";
  const button = (label: string, primary: boolean) =>
    box(
      {
        height: 28,
        alignItems: "center",
        padding: wide ? "0 12px" : "0 7px",
        marginRight: primary ? (wide ? 6 : 4) : 0,
        borderRadius: 7,
        fontSize: wide ? 12 : 11.5,
        fontWeight: 700,
        backgroundColor: primary ? c["brand-600"] : c.white,
        color: primary ? c.white : c.danger,
        border: `1px solid ${primary ? c["brand-600"] : c.line}`,
      },
      label,
    );
  const table: ApprovalsTable = screen.table;
  return [
    heading(screen.title, screen.subtitle, content.chrome.export, variant),
    statCards(screen.stats, variant, innerWidth("approvals", variant)),
    tableCard(
      table,
      table.rows.map((row) => ({
        ...row,
        last: row.status
          ? chip(row.status.label, row.status.tone)
          : box({}, button(screen.approve, true), button(screen.reject, false)),
      })),
      variant,
      { lastWidth: wide ? 170 : 118, rowHeight: wide ? 56 : 54 },
    ),
  ];
}

function payroll(content: AdminScreensContent, variant: AdminVariant) {
  const screen = content.payroll;
  const wide = variant === "wide";
  const steps = box(
    {
      flexWrap: "wrap",
      alignItems: "center",
      marginBottom: 16,
      padding: wide ? "12px 16px" : "10px 12px",
      borderRadius: 12,
      backgroundColor: c.white,
      border: `1px solid ${c.line}`,
    },
    ...screen.steps.map((step, index) => {
      const done = step.state === "done";
      const current = step.state === "current";
      return box(
        { alignItems: "center", flex: wide ? 1 : undefined, width: wide ? undefined : 210, margin: "3px 0" },
        box(
          {
            width: 22,
            height: 22,
            borderRadius: 11,
            alignItems: "center",
            justifyContent: "center",
            flexShrink: 0,
            backgroundColor: done ? c["brand-600"] : current ? c.accent : c.white,
            border: `2px solid ${done ? c["brand-600"] : current ? c.accent : c.line}`,
            color: c.muted,
            fontSize: 11,
            fontWeight: 800,
          },
          done ? tick(c.white) : current ? tick(c.ink) : String(index + 1),
        ),
        text(step.label, {
          marginLeft: 8,
          fontSize: 12.5,
          fontWeight: current ? 800 : 600,
          color: step.state === "next" ? c.muted : c.ink,
        }),
        ...(wide && index < screen.steps.length - 1
          ? [box({ flex: 1, height: 2, margin: "0 10px", backgroundColor: done ? c["brand-200"] : c.line })]
          : []),
      );
    }),
  );
  return [
    heading(screen.title, screen.subtitle, content.chrome.export, variant),
    steps,
    statCards(screen.stats, variant, innerWidth("payroll", variant)),
    tableCard(
      screen.table,
      screen.table.rows.map((row) => ({ ...row, last: chip(row.status.label, row.status.tone) })),
      variant,
      { lastWidth: wide ? 110 : 96, rowHeight: wide ? 47 : 48, narrowColumn: 86 },
    ),
  ];
}

const shiftColours = {
  morning: { bg: c["brand-50"], fg: c["brand-700"] },
  afternoon: { bg: c.waitBg, fg: c.waitFg },
  night: { bg: c["brand-800"], fg: c.white },
  off: { bg: c.surface, fg: c.muted },
  leave: { bg: c.infoBg, fg: c.infoFg },
} as const;

function roster(content: AdminScreensContent, variant: AdminVariant) {
  const screen = content.roster;
  const wide = variant === "wide";
  const shifts = new Map(screen.shifts.map((shift) => [shift.code, shift]));
  const personWidth = wide ? 200 : 112;
  const hoursWidth = wide ? 70 : 0;
  const cell = (code: string) => {
    const shift = shifts.get(code);
    const colours = shift ? shiftColours[shift.tone] : shiftColours.off;
    return box(
      {
        flex: 1,
        height: wide ? 44 : 38,
        margin: "0 3px",
        borderRadius: 8,
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        backgroundColor: colours.bg,
        color: colours.fg,
        border: shift?.tone === "off" ? `1px dashed ${c.line}` : "none",
      },
      ...(wide
        ? [
            text(shift?.name ?? code, { fontSize: 12, fontWeight: 700 }),
            text(shift?.hours ?? "", { fontSize: 10.5 }),
          ]
        : [text(code, { fontSize: 13, fontWeight: 800 })]),
    );
  };
  const legend = box(
    { flexWrap: "wrap", marginTop: 14 },
    ...screen.shifts.map((shift) =>
      box(
        { alignItems: "center", marginRight: 18, marginBottom: 4, fontSize: 12, color: c.muted },
        box(
          {
            width: 22,
            height: 18,
            borderRadius: 5,
            alignItems: "center",
            justifyContent: "center",
            marginRight: 6,
            backgroundColor: shiftColours[shift.tone].bg,
            color: shiftColours[shift.tone].fg,
            fontSize: 11,
            fontWeight: 800,
            border: shift.tone === "off" ? `1px dashed ${c.line}` : "none",
          },
          shift.code,
        ),
        // On phones, whose cells show the code only, the legend adds the hours of a working shift.
        text(wide || !/\d/.test(shift.hours) ? shift.name : `${shift.name} ${shift.hours}`, {}),
      ),
    ),
  );
  return [
    heading(screen.title, screen.subtitle, content.chrome.export, variant),
    box(
      {
        flexDirection: "column",
        borderRadius: 12,
        backgroundColor: c.white,
        border: `1px solid ${c.line}`,
        padding: wide ? "6px 14px 10px" : "6px 8px 8px",
      },
      box(
        { alignItems: "center", height: 36, fontSize: 11.5, fontWeight: 700, color: c.muted },
        text(screen.personLabel.toUpperCase(), { width: personWidth, paddingLeft: 4 }),
        ...screen.days.map((day) =>
          box(
            { flex: 1, justifyContent: "center" },
            wide ? day.toUpperCase() : (day.split(" ")[0] ?? day).slice(0, 3),
          ),
        ),
        ...(wide
          ? [text(screen.hoursLabel.toUpperCase(), { width: hoursWidth, justifyContent: "flex-end" })]
          : []),
      ),
      ...screen.rows.map((row) =>
        box(
          { alignItems: "center", height: wide ? 54 : 50, borderTop: `1px solid ${c.line}` },
          box(
            { width: personWidth, alignItems: "center", paddingLeft: 4 },
            ...(wide ? [avatar(row.person)] : []),
            box(
              { flexDirection: "column", marginLeft: wide ? 10 : 0 },
              text(wide ? row.person : (row.person.split(" ")[0] ?? row.person), {
                fontSize: 13,
                fontWeight: 700,
              }),
              text(wide ? row.detail : row.hours, { fontSize: 11.5, color: c.muted }),
            ),
          ),
          ...row.week.map(cell),
          ...(wide
            ? [
                text(row.hours, {
                  width: hoursWidth,
                  justifyContent: "flex-end",
                  fontSize: 13,
                  fontWeight: 700,
                }),
              ]
            : []),
        ),
      ),
    ),
    legend,
    <div style={{ display: "flex", marginTop: 6, fontSize: 12, color: c["brand-700"], fontWeight: 600 }}>
      {screen.note}
    </div>,
  ];
}

const barColours = {
  done: { bg: c["brand-200"], fg: c["brand-900"] },
  active: { bg: c["brand-600"], fg: c.white },
  planned: { bg: c.line, fg: c.ink },
} as const;

function projects(content: AdminScreensContent, variant: AdminVariant) {
  const screen = content.projects;
  const wide = variant === "wide";
  const inner = innerWidth("projects", variant);
  // Four lanes in a row on wide screens, two by two on phones; each lane's padding is 10 on each side.
  const laneGap = wide ? 12 : 10;
  const perRow = wide ? 4 : 2;
  const laneWidth = (inner - laneGap * (perRow - 1)) / perRow - 20;
  const lane = (item: (typeof screen.lanes)[number], index: number) =>
    box(
      {
        flexDirection: "column",
        width: laneWidth,
        marginRight: (index + 1) % perRow === 0 ? 0 : laneGap,
        marginBottom: wide ? 0 : 10,
        padding: 10,
        borderRadius: 12,
        backgroundColor: c["brand-50"],
      },
      box(
        { alignItems: "center", justifyContent: "space-between", marginBottom: 8, padding: "0 2px" },
        text(item.title, { fontSize: 12.5, fontWeight: 800, color: c["brand-800"] }),
        text(String(item.cards.length), { fontSize: 12, fontWeight: 700, color: c["brand-700"] }),
      ),
      ...item.cards.slice(0, wide ? 3 : 1).map((card) =>
        box(
          {
            flexDirection: "column",
            marginBottom: 8,
            padding: "9px 10px",
            borderRadius: 9,
            backgroundColor: c.white,
            border: `1px solid ${c.line}`,
          },
          // Titles wrap on phones, whose lanes are narrower.
          <div style={{ display: "flex", fontSize: 12.5, fontWeight: 700, lineHeight: 1.3 }}>
            {card.title}
          </div>,
          ...(wide ? [text(card.meta, { marginTop: 2, fontSize: 11.5, color: c.muted })] : []),
          box(
            { alignItems: "center", marginTop: 6 },
            avatar(card.person, 20),
            text(card.person, { marginLeft: 6, fontSize: 11.5, fontWeight: 600, color: c.muted }),
          ),
        ),
      ),
    );
  const weeks = screen.weeks.length;
  // On wide screens each phase's name stands in a column before the weeks; on phones, above its bar.
  const labelWidth = wide ? 190 : 0;
  const cardPadding = wide ? 16 : 12;
  const track = inner - 2 * cardPadding - 2 - labelWidth;
  const week = track / weeks;
  const thisWeek = Number(screen.thisWeek);
  const marker = box({
    position: "absolute",
    top: 0,
    left: (thisWeek - 0.5) * week - 1,
    width: 2,
    height: wide ? 26 : 30,
    backgroundColor: c.accent,
  });
  const timeline = box(
    {
      flexDirection: "column",
      marginTop: wide ? 16 : 4,
      padding: `12px ${cardPadding}px 14px`,
      borderRadius: 12,
      backgroundColor: c.white,
      border: `1px solid ${c.line}`,
    },
    box(
      { alignItems: "center", justifyContent: "space-between", marginBottom: 8 },
      text(screen.timelineLabel, { fontSize: 14, fontWeight: 800 }),
      box(
        { alignItems: "center", fontSize: 11.5, fontWeight: 700 },
        box({ width: 10, height: 10, borderRadius: 5, backgroundColor: c.accent, marginRight: 6 }),
        text(screen.today, { color: c.ink }),
      ),
    ),
    box(
      { paddingLeft: labelWidth, fontSize: 11, fontWeight: 700, marginBottom: 4 },
      ...screen.weeks.map((label, index) =>
        box(
          { width: week, justifyContent: "center", color: index + 1 === thisWeek ? c.ink : c.muted },
          label,
        ),
      ),
    ),
    ...screen.bars.map((bar) => {
      const from = Number(bar.from);
      const to = Math.max(from, Number(bar.to));
      const colours = barColours[bar.state];
      const barLeft = (from - 1) * week + 2;
      const barWidth = (to - from + 1) * week - 4;
      // On phones the name stands above its bar, from the bar's start; a bar too near the end for a name
      // (about 150 px) has it end where the bar ends, so the name never sits away from its bar.
      const labelPlace = barLeft + 150 <= track ? { left: barLeft } : { right: track - barLeft - barWidth };
      const span = box({
        position: "absolute",
        top: wide ? 4 : 15,
        left: barLeft,
        width: barWidth,
        height: wide ? 18 : 12,
        borderRadius: 6,
        backgroundColor: colours.bg,
      });
      return box(
        { alignItems: "center", height: wide ? 26 : 30 },
        ...(wide ? [text(bar.label, { width: labelWidth, fontSize: 12.5, fontWeight: 600 })] : []),
        box(
          { position: "relative", width: track, height: wide ? 26 : 30 },
          marker,
          ...(wide
            ? []
            : [
                text(bar.label, {
                  position: "absolute",
                  top: 0,
                  ...labelPlace,
                  fontSize: 11,
                  fontWeight: 600,
                }),
              ]),
          span,
        ),
      );
    }),
  );
  return [
    heading(screen.title, screen.subtitle, null, variant),
    text(screen.boardLabel, { fontSize: 14, fontWeight: 800, marginBottom: 8 }),
    box({ flexWrap: "wrap", alignItems: "flex-start" }, ...screen.lanes.map(lane)),
    timeline,
  ];
}

const bodies: Record<AdminScreenKey, (content: AdminScreensContent, variant: AdminVariant) => ReactNode[]> = {
  attendance,
  roster,
  approvals,
  payroll,
  projects,
};

function layout(key: AdminScreenKey, content: AdminScreensContent, variant: AdminVariant) {
  const { width, height } = adminScreenSize[key][variant];
  const wide = variant === "wide";
  const main = box(
    { flexDirection: "column", flex: 1 },
    topBar(content.chrome, content[key].workspace, variant),
    box(
      { flexDirection: "column", padding: `${wide ? 22 : 16}px ${contentPadding[variant]}px` },
      ...bodies[key](content, variant),
    ),
  );
  return box(
    {
      width,
      height,
      fontFamily: font,
      color: c.ink,
      backgroundColor: c.surface,
      borderRadius: 14,
    },
    ...(wide ? [sidebar(content.chrome, activeMenu[key])] : []),
    main,
  );
}

const require = createRequire(import.meta.url);
const weights = [500, 600, 700, 800] as const;
/** Plus Jakarta Sans from the npm package, in the weights the screens use; satori reads WOFF, not WOFF2. */
function fonts() {
  return (["latin", "latin-ext"] as const).flatMap((subset) =>
    weights.map((weight) => ({
      name: font,
      data: readFileSync(
        require.resolve(
          `@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-${weight}-normal.woff`,
        ),
      ),
      weight,
      style: "normal" as const,
    })),
  );
}
let loadedFonts: ReturnType<typeof fonts> | undefined;

/**
 * Numbers in the outlines rounded to one decimal: a tenth of a pixel is below what any screen shows at
 * the sizes the pages use, and the file is about a third smaller.
 */
function rounded(svg: string): string {
  return svg.replace(/(\d+\.\d)\d+/g, "$1");
}

/** One screen as an SVG file's text, in the language of `content`. */
export async function adminScreenSvg(
  key: AdminScreenKey,
  content: AdminScreensContent,
  variant: AdminVariant,
): Promise<string> {
  // A build tool: imported here only, when the build (or the dev server) draws a screen.
  const { default: satori } = await import("satori");
  loadedFonts ??= fonts();
  const { width, height } = adminScreenSize[key][variant];
  const svg = await satori(layout(key, content, variant), { width, height, fonts: loadedFonts });
  return rounded(svg);
}
