/**
 * What is wrong with content files, found when the build reads them: the message names each file and
 * field, one line a problem, and is all a person needs, so the build prints it without a stack trace
 * (react-router.config.ts).
 */
export class ContentProblem extends Error {
  override name = "ContentProblem";
}

/**
 * The problems found while reading many files, noted as they come so that one run of the build names them
 * all, rather than stopping at the first broken file and leaving the next for the run after.
 */
export class ContentProblems {
  readonly lines: string[] = [];

  add(line: string): void {
    this.lines.push(line);
  }

  /**
   * What `read` gives; when it throws a ContentProblem, its lines are noted and `fallback` stands in, so
   * the files after it are still read. Anything else thrown is a bug and goes on.
   */
  attempt<T>(read: () => T, fallback: T): T {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ContentProblem)) throw error;
      this.lines.push(...error.message.split("\n"));
      return fallback;
    }
  }

  /** Throws one ContentProblem naming every problem noted, if there is any. */
  throwIfAny(): void {
    if (this.lines.length > 0) throw new ContentProblem(this.lines.join("\n"));
  }
}
