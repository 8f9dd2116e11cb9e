import { describe, expect, it } from "vitest";
import { parseTrace } from "../../scripts/test/strace.ts";

describe("reading an strace trace", () => {
  it("joins a call another thread interrupted with its result, in the order the calls started", () => {
    const trace = [
      "101 fsync(64</data/pglite/pg_wal/000000010000000000000001> <unfinished ...>",
      '102 write(1<pipe:[5]>, "{\\"level\\":30"..., 120) = 120',
      "101 <... fsync resumed>)              = 0",
      '101 writev(23<TCP:[127.0.0.1:3000->127.0.0.21:5000]>, [{iov_base="HTTP/1.1 303 See Other"..., iov_len=300}], 1) = 300',
      "101 fsync(1<UNIX-STREAM:[7->8]>)    = -1 EINVAL (Invalid argument)",
      "101 +++ exited with 0 +++",
    ].join("\n");
    expect(parseTrace(trace).map(({ pid, name, result }) => ({ pid, name, result }))).toEqual([
      { pid: 101, name: "fsync", result: 0 },
      { pid: 102, name: "write", result: 120 },
      { pid: 101, name: "writev", result: 300 },
      { pid: 101, name: "fsync", result: -1 },
    ]);
    expect(parseTrace(trace)[0]?.args).toContain("/data/pglite/pg_wal/");
  });

  it("gives a call the trace ends in no result", () => {
    expect(parseTrace("7 fsync(3</x> <unfinished ...>")[0]?.result).toBeNaN();
  });
});
