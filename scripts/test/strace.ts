/**
 * strace (Debian package `strace`), to see which system calls a server really makes: the durability test
 * reads from its trace that every acknowledged lead was synced to the disk first.
 */
import { spawnSync } from "node:child_process";

export const straceInstallHint =
  "strace is needed to trace the server's system calls: install it (Debian: sudo apt-get install -y strace); " +
  "npm test installs it when run as root.";

/** Why strace cannot trace a program here (absent, or ptrace refused), or undefined when it can. */
export function straceProblem(): string | undefined {
  const result = spawnSync("strace", ["-o", "/dev/null", "--", "true"], { encoding: "utf8" });
  if (result.error) return `strace cannot run (${result.error.message})`;
  if (result.status !== 0) return `strace could not trace a program: ${result.stderr.trim()}`;
  return undefined;
}

/**
 * The arguments that put `strace` before a command: every thread followed, the calls in `syscalls`
 * written to `file`, each descriptor with the path or the TCP addresses behind it (`-yy`), and the first
 * bytes of what is written (enough for an HTTP status line).
 */
export function straceCommand(file: string, syscalls: readonly string[]): string[] {
  return ["strace", "-f", "-qq", "-yy", "-s", "24", "-e", `trace=${syscalls.join(",")}`, "-o", file, "--"];
}

/** One system call of the trace, in the order the calls started. */
export interface TracedCall {
  /** The thread that made it. */
  pid: number;
  name: string;
  /** The arguments as strace printed them, e.g. `64</data/pglite/pg_wal/000000010000000000000001>`. */
  args: string;
  /** Its return value (negative for an error), NaN when the trace ends before it returned. */
  result: number;
}

const started = /^(\d+)\s+(\w+)\((.*)$/;
const resumed = /^(\d+)\s+<\.\.\. (\w+) resumed>(.*)$/;
const returned = /\)\s+=\s+(-?\d+)/;

/**
 * Parses strace's output (with `-f`): a call that another thread interrupted is printed as
 * `<unfinished ...>` and finished by a later `<... name resumed>` line of the same thread.
 */
export function parseTrace(text: string): TracedCall[] {
  const calls: TracedCall[] = [];
  const pending = new Map<number, TracedCall>();
  for (const line of text.split("\n")) {
    const resume = resumed.exec(line);
    if (resume) {
      const call = pending.get(Number(resume[1]));
      if (call) {
        pending.delete(call.pid);
        call.args += resume[3] ?? "";
        call.result = Number(returned.exec(resume[3] ?? "")?.[1] ?? Number.NaN);
      }
      continue;
    }
    const start = started.exec(line);
    if (!start) continue;
    const rest = start[3] ?? "";
    const call: TracedCall = {
      pid: Number(start[1]),
      name: start[2] ?? "",
      args: rest.replace(/\s*<unfinished \.\.\.>$/, ""),
      result: Number(returned.exec(rest)?.[1] ?? Number.NaN),
    };
    calls.push(call);
    if (rest.endsWith("<unfinished ...>")) pending.set(call.pid, call);
  }
  return calls;
}
