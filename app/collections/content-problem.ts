/**
 * What is wrong with content files, found when the build reads them: the message names each file and
 * field, one line a problem, and is all a person needs, so the build prints it without a stack trace
 * (react-router.config.ts).
 */
export class ContentProblem extends Error {
  override name = "ContentProblem";
}
