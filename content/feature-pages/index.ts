import type { Lang } from "../../app/routing/pages.ts";
import type { FeatureKey } from "../features.ts";
import claimEn from "./en/claim.ts";
import chatEn from "./en/chat.ts";
import leaveEn from "./en/leave.ts";
import overtimeEn from "./en/overtime.ts";
import payrollEn from "./en/payroll.ts";
import taskEn from "./en/task.ts";
import timeEn from "./en/time.ts";
import claimId from "./id/claim.ts";
import chatId from "./id/chat.ts";
import leaveId from "./id/leave.ts";
import overtimeId from "./id/overtime.ts";
import payrollId from "./id/payroll.ts";
import taskId from "./id/task.ts";
import timeId from "./id/time.ts";
import type { FeaturePageContent } from "./types.ts";

/** Every feature page in both languages; a missing one fails the typecheck. */
export const featurePages: Record<Lang, Record<FeatureKey, FeaturePageContent>> = {
  en: {
    task: taskEn,
    chat: chatEn,
    time: timeEn,
    leave: leaveEn,
    overtime: overtimeEn,
    claim: claimEn,
    payroll: payrollEn,
  },
  id: {
    task: taskId,
    chat: chatId,
    time: timeId,
    leave: leaveId,
    overtime: overtimeId,
    claim: claimId,
    payroll: payrollId,
  },
};
