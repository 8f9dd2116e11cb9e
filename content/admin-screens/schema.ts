import type { z } from "zod";
import { menuKeys } from "../../core/art/admin-screen-keys.ts";
import {
  checked,
  choice,
  group,
  groupPerKey,
  line,
  list,
  optionalGroup,
  paragraph,
} from "../schema/fields.ts";

/**
 * The words of the admin screens: Regu's web dashboard as the HR team sees it, drawn at build as images
 * (app/art/admin/, docs/decisions/0012-admin-screens.md). One file per language,
 * `content/admin-screens/<lang>.yaml`. The drawings have a fixed size, so lists have a fixed number of
 * items and lines a length that fits their place; the build refuses a file that does not.
 */

/** A line of the drawing, never empty, at most `max` characters so it fits its cell. */
const fitting = (label: string, max: number, hint?: string) =>
  line({ label: `${label} (at most ${max} characters)`, hint, max });

const tone = choice(["ok", "wait", "info", "alert", "muted"], {
  label: "Colour",
  hint: "ok: green, wait: amber, info: blue, alert: red, muted: grey.",
});

const status = group(
  { label: fitting("Label", 14), tone },
  { label: "Coloured label", hint: "E.g. “On time” in green." },
);

/** What every screen has: what the page says about it, and its heading inside the dashboard. */
const framing = {
  alt: paragraph({
    label: "What the image shows",
    hint: "One or two sentences for those who cannot see it; the page's language. At most 240 characters.",
    max: 240,
  }),
  caption: fitting("Caption under the image", 120, "Says what the HR team does on this screen."),
  workspace: fitting("Site chosen in the top bar", 24, "E.g. “Gudang Cikarang”."),
  title: fitting("Heading inside the dashboard", 32),
  subtitle: fitting("Line under the heading", 60, "E.g. the site and the date."),
};

const stats = list(group({ label: fitting("Label", 22), value: fitting("Value", 14) }, { label: "Figure" }), {
  label: "Figures above the table",
  hint: "Exactly four.",
  min: 4,
  max: 4,
});

/** A table whose rows hold one cell per column, then `last`: a coloured label (or, in approvals, the buttons). */
function table<Last extends z.ZodType>(rowCount: number, columnCount: number, last: Last) {
  const column = group(
    {
      label: fitting("Heading", 16),
      phone: choice(["shown", "hidden"], {
        label: "On phones",
        hint: "The phone's drawing is narrower: it shows at most two columns besides the name.",
      }),
    },
    { label: "Column" },
  );
  const row = group(
    {
      person: fitting("Name", 22),
      detail: fitting("Line under the name", 28, "E.g. the job or the team."),
      cells: list(fitting("Cell", 16), { label: "Cells", hint: "One per column, in order." }),
      status: last,
    },
    { label: "Row" },
  );
  return checked(
    group(
      {
        personLabel: fitting("First column's heading", 16, "Over the names."),
        columns: list(column, {
          label: "Columns",
          hint: `Exactly ${columnCount}.`,
          min: columnCount,
          max: columnCount,
        }),
        statusLabel: fitting("Last column's heading", 14),
        rows: list(row, { label: "Rows", hint: `Exactly ${rowCount}.`, min: rowCount, max: rowCount }),
      },
      { label: "Table" },
    ),
    (value, context) => {
      const phoneColumns = value.columns.filter((column) => column.phone === "shown").length;
      if (phoneColumns > 2) {
        context.addIssue({ code: "custom", message: "at most two columns may be shown on phones" });
      }
      value.rows.forEach((row, index) => {
        if (row.cells.length !== value.columns.length) {
          context.addIssue({
            code: "custom",
            path: ["rows", index, "cells"],
            message: `needs ${value.columns.length} cells, one per column`,
          });
        }
      });
    },
  );
}

const rosterCode = fitting("Code", 2, "One or two letters, as the cells write the shift.");

export const adminScreensSchema = group(
  {
    chrome: group(
      {
        product: fitting("Beside the logo", 16, "E.g. “HR dashboard”."),
        search: fitting("Search box", 28),
        user: fitting("Signed-in person", 22),
        role: fitting("Their role", 22),
        menu: groupPerKey(menuKeys, (key) => fitting(`Menu: ${key}`, 16), {
          label: "Menu",
          hint: "The sidebar's entries.",
        }),
        export: fitting("Export button", 14),
      },
      { label: "Around every screen", hint: "The sidebar and the top bar." },
    ),
    attendance: group(
      { ...framing, stats, table: table(7, 4, status) },
      { label: "Attendance recap", hint: "A day of a site: who came in, when, where." },
    ),
    roster: checked(
      group(
        {
          ...framing,
          personLabel: fitting("First column's heading", 16),
          hoursLabel: fitting("Last column's heading", 12, "Over each person's hours in the week."),
          days: list(fitting("Day", 10), { label: "Days", hint: "Exactly seven.", min: 7, max: 7 }),
          shifts: list(
            group(
              {
                code: rosterCode,
                name: fitting("Name", 10, "E.g. “Morning”."),
                hours: fitting("Hours", 12, "E.g. “07:00–15:00”; a day off writes “–”."),
                tone: choice(["morning", "afternoon", "night", "off", "leave"], {
                  label: "Colour",
                  hint: "morning: green, afternoon: amber, night: dark green, off: grey, leave: blue.",
                }),
              },
              { label: "Shift" },
            ),
            { label: "Shifts", hint: "The legend: three to five.", min: 3, max: 5 },
          ),
          rows: list(
            group(
              {
                person: fitting("Name", 22),
                detail: fitting("Job", 22),
                week: list(rosterCode, { label: "The week", hint: "Seven codes.", min: 7, max: 7 }),
                hours: fitting("Hours", 8),
              },
              { label: "Person" },
            ),
            { label: "People", hint: "Exactly seven.", min: 7, max: 7 },
          ),
          note: fitting("Line under the grid", 90),
        },
        { label: "Roster", hint: "A week of shifts per person." },
      ),
      (value, context) => {
        const codes = new Set(value.shifts.map((shift) => shift.code));
        value.rows.forEach((row, index) =>
          row.week.forEach((code, day) => {
            if (!codes.has(code)) {
              context.addIssue({
                code: "custom",
                path: ["rows", index, "week", day],
                message: `“${code}” is no shift's code`,
              });
            }
          }),
        );
      },
    ),
    approvals: group(
      {
        ...framing,
        stats,
        approve: fitting("Approve button", 10),
        reject: fitting("Reject button", 10),
        table: table(
          6,
          3,
          optionalGroup(
            { label: fitting("Label", 14), tone },
            {
              label: "Decided",
              hint: "Switched on: the label in place of the buttons (a request already decided).",
            },
          ),
        ),
      },
      { label: "Leave and overtime approvals", hint: "The queue, with balances and overtime pay." },
    ),
    payroll: group(
      {
        ...framing,
        steps: list(
          group(
            {
              label: fitting("Step", 18),
              state: choice(["done", "current", "next"], { label: "State" }),
            },
            { label: "Step" },
          ),
          { label: "Steps of the run", hint: "Exactly five.", min: 5, max: 5 },
        ),
        stats,
        table: table(6, 5, status),
      },
      { label: "Payroll run", hint: "A period's run: gross, BPJS, PPh 21, net." },
    ),
    projects: group(
      {
        ...framing,
        boardLabel: fitting("Board's heading", 20),
        lanes: list(
          group(
            {
              title: fitting("Column", 16),
              cards: list(
                group(
                  {
                    title: fitting("Task", 30),
                    meta: fitting("Details", 30),
                    person: fitting("Who", 22),
                  },
                  { label: "Card" },
                ),
                { label: "Cards", hint: "One to three.", min: 1, max: 3 },
              ),
            },
            { label: "Column of the board" },
          ),
          { label: "Board", hint: "Exactly four columns.", min: 4, max: 4 },
        ),
        timelineLabel: fitting("Timeline's heading", 20),
        weeks: list(fitting("Week", 4), { label: "Weeks", hint: "Exactly ten.", min: 10, max: 10 }),
        today: fitting("Marker of this week", 10),
        thisWeek: choice(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"], {
          label: "This week",
          hint: "Where the marker stands.",
        }),
        bars: list(
          group(
            {
              label: fitting("Phase", 24),
              from: choice(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"], { label: "First week" }),
              to: choice(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"], { label: "Last week" }),
              state: choice(["done", "active", "planned"], { label: "State" }),
            },
            { label: "Phase" },
          ),
          { label: "Timeline", hint: "Exactly five phases.", min: 5, max: 5 },
        ),
      },
      { label: "Task board and timeline", hint: "The project-management page's screen." },
    ),
  },
  { label: "Admin screens" },
);

export type AdminScreensContent = z.output<typeof adminScreensSchema>;
