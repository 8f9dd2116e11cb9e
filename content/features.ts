/** The seven product features the header, footer and home page present, in the order they are shown. */
export const featureKeys = ["task", "chat", "time", "leave", "overtime", "claim", "payroll"] as const;
export type FeatureKey = (typeof featureKeys)[number];

/** The page of each feature in the route table. */
export const featurePage = {
  task: "featureTask",
  chat: "featureChat",
  time: "featureTime",
  leave: "featureLeave",
  overtime: "featureOvertime",
  claim: "featureClaim",
  payroll: "featurePayroll",
} as const satisfies Record<FeatureKey, string>;
