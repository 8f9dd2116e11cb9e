import { describe, expect, it } from "vitest";
import { readAmount } from "../../editor/amount-text.ts";

const rupiah = { step: 500 };
const ringgit = { step: 0.1 };

describe("a price typed in the editor", () => {
  it.each([
    ["31000", 31000],
    ["31.000", 31000],
    ["31,000", 31000],
    ["Rp 31.000", 31000],
    ["Rp31.000,-", 31000],
    ["IDR 1.250.000", 1250000],
    ["1,250,000", 1250000],
    [" 31 000 ", 31000],
  ])("reads %j as it is meant in rupiah", (typed, value) => {
    expect(readAmount(typed, rupiah)).toEqual({ value });
  });

  it.each([
    ["12.90", 12.9],
    ["12,90", 12.9],
    ["RM 12,9", 12.9],
    ["1.290,50", 1290.5],
    ["1,290.5", 1290.5],
    ["1.000", 1000],
  ])("reads %j with its decimals in ringgit", (typed, value) => {
    expect(readAmount(typed, ringgit)).toEqual({ value });
  });

  it("refuses a price between two steps, naming the step and the two prices either side, never rounding", () => {
    expect(readAmount("31300", rupiah)).toEqual({
      problem: "Prices go in steps of 500: 31,300 is between 31,000 and 31,500. Type one of them.",
    });
    expect(readAmount("31,200", rupiah)).toMatchObject({
      problem: expect.stringContaining("31,000 and 31,500"),
    });
    expect(readAmount("12.95", ringgit)).toEqual({
      problem: "Prices go in steps of 0.1: 12.95 is between 12.9 and 13. Type one of them.",
    });
    expect(readAmount("3.15", { step: 0.05 })).toEqual({ value: 3.15 });
  });

  it("refuses what is not a price, or below the least, saying what to type", () => {
    expect(readAmount("", rupiah)).toBeUndefined();
    expect(readAmount("Rp ", rupiah)).toBeUndefined();
    expect(readAmount("0", rupiah)).toEqual({ problem: "The price must be at least 500." });
    for (const typed of ["abc", "31.000.0", "3,1.000", "-500", "31.", "1.2.3,4"]) {
      expect(readAmount(typed, rupiah), typed).toEqual({
        problem: "Type the price as a number, such as 31,000.",
      });
    }
  });
});
