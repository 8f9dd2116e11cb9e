/** The user guide's topics, in the order the guide presents them. */
export const guideTopics = [
  "getting-started",
  "attendance",
  "leave",
  "overtime",
  "claims",
  "tasks",
  "chat",
  "payroll",
  "administration",
  "mobile-app",
] as const;

export type GuideTopic = (typeof guideTopics)[number];
