/** The LinkedIn Insight Tag's script; what the policy allows it is in content-security.server.ts. */
export const insightScript = "https://snap.licdn.com/li.lms-analytics/insight.min.js";
