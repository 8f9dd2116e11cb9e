import { describe, expect, it } from "vitest";
import { payrollRates } from "../../content/payroll/index.ts";
import { jkkClasses } from "../../core/payroll/bpjs.ts";
import {
  readBpjsQuery,
  readOvertimeQuery,
  readPph21Query,
  readRupiah,
  readSeveranceQuery,
  readThrQuery,
} from "../../core/payroll/query.ts";

const query = (text: string) => new URLSearchParams(text);

describe("an amount typed into a calculator", () => {
  it.each([
    "5000000",
    "5.000.000",
    "5,000,000",
    "Rp 5.000.000",
    "Rp5.000.000,00",
    "IDR 5,000,000.00",
    " 5 000 000 ",
  ])("reads %j as five million, in either language", (typed) => {
    expect(readRupiah(typed)).toEqual({ value: 5_000_000 });
  });

  it.each([
    ["", "required"],
    ["-5000000", "negative"],
    ["NaN", "not-a-number"],
    ["Infinity", "not-a-number"],
    ["5e6", "not-a-number"],
    ["5.00.000", "not-a-number"],
    ["5.000.000,50", "whole-rupiah"],
    ["0", "too-small"],
    ["1".repeat(10_000), "too-large"],
    ["1000000000001", "too-large"],
    ["<script>", "not-a-number"],
  ])("refuses %j with %s, never throwing", (typed, error) => {
    expect(readRupiah(typed)).toEqual({ error });
  });
});

describe("a calculator's query", () => {
  it("with no parameter is the bare calculator", () => {
    expect(readOvertimeQuery(query(""))).toEqual({ kind: "blank" });
    expect(readThrQuery(query("utm_source=x"))).toEqual({ kind: "blank" });
  });

  it("reads the overtime calculator's fields, with their defaults", () => {
    expect(readOvertimeQuery(query("wage=Rp+4.500.000&week=6&day=rest&hours=2,5"))).toEqual({
      kind: "input",
      input: { wage: 4_500_000, variable: 0, week: 6, day: "rest", hours: 2.5, days: 1 },
    });
    expect(readOvertimeQuery(query("wage=1&week=5&day=rest-short&hours=1"))).toEqual({
      kind: "errors",
      errors: { day: "shortest-day-needs-six-day-week" },
    });
    expect(readOvertimeQuery(query("wage=-1&variable=abc&week=7&day=sunday&hours=1.3&days=0"))).toEqual({
      kind: "errors",
      errors: {
        wage: "negative",
        variable: "not-a-number",
        week: "unknown-choice",
        day: "unknown-choice",
        hours: "quarter-hours",
        days: "too-small",
      },
    });
  });

  it("reads the THR, BPJS, PPh 21 and severance calculators' fields", () => {
    expect(readThrQuery(query("wage=6.000.000&months=3"))).toEqual({
      kind: "input",
      input: { wage: 6_000_000, months: 3 },
    });
    expect(readThrQuery(query("wage=6.000.000"))).toEqual({ kind: "errors", errors: { months: "required" } });
    const classes = jkkClasses(payrollRates.bpjs);
    expect(readBpjsQuery(query("wage=8000000&jkk=0,54&size=medium"), classes)).toEqual({
      kind: "input",
      input: { wage: 8_000_000, jkk: "0.54", size: "medium" },
    });
    expect(readBpjsQuery(query("wage=8000000&jkk=2&size=huge"), classes)).toEqual({
      kind: "errors",
      errors: { jkk: "unknown-choice", size: "unknown-choice" },
    });
    expect(readPph21Query(query("gross=20.080.000&status=k/0&month=3"))).toEqual({
      kind: "input",
      input: { gross: 20_080_000, status: "K/0", month: 3, pension: 0 },
    });
    expect(readPph21Query(query("gross=1&status=K/4&month=13"))).toEqual({
      kind: "errors",
      errors: { status: "unknown-choice", month: "too-large" },
    });
    expect(readSeveranceQuery(query("wage=10.000.000&years=10&reason=efficiency"))).toEqual({
      kind: "input",
      input: { wage: 10_000_000, years: 10, months: 0, reason: "efficiency" },
    });
    expect(
      readSeveranceQuery(query(`wage=1&years=${"9".repeat(10_000)}&months=1.5&reason=toString`)),
    ).toEqual({
      kind: "errors",
      errors: { years: "too-large", months: "whole-number", reason: "unknown-choice" },
    });
  });
});
