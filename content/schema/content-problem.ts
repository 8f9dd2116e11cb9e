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
  /** Each problem's message: a line, or a file's line followed by its fields' (a data file's). */
  readonly problems: string[] = [];

  /** Notes a problem, once: a file that several readers read is named once. */
  add(problem: string): void {
    if (!this.problems.includes(problem)) this.problems.push(problem);
  }

  /**
   * What `read` gives; when it throws a ContentProblem, its message is noted and `fallback` stands in, so
   * the files after it are still read. Anything else thrown is a bug and goes on.
   */
  attempt<T>(read: () => T, fallback: T): T {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ContentProblem)) throw error;
      this.add(error.message);
      return fallback;
    }
  }

  /** As `attempt`, for a read that is awaited (a module imported). */
  async attemptAsync<T>(read: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof ContentProblem)) throw error;
      this.add(error.message);
      return fallback;
    }
  }

  /** Throws one ContentProblem naming every problem noted, if there is any. */
  throwIfAny(): void {
    if (this.problems.length > 0) throw new ContentProblem(this.problems.join("\n"));
  }
}
