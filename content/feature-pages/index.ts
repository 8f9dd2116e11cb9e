import type { Lang } from "../../core/routing/pages.ts";
import type { FeatureKey } from "../features.ts";
import type { DataFile } from "../schema/data-file.ts";
import { readPageFile } from "../schema/page-files.ts";
import chatEn from "./en/chat.yaml";
import claimEn from "./en/claim.yaml";
import leaveEn from "./en/leave.yaml";
import overtimeEn from "./en/overtime.yaml";
import payrollEn from "./en/payroll.yaml";
import taskEn from "./en/task.yaml";
import timeEn from "./en/time.yaml";
import chatId from "./id/chat.yaml";
import claimId from "./id/claim.yaml";
import leaveId from "./id/leave.yaml";
import overtimeId from "./id/overtime.yaml";
import payrollId from "./id/payroll.yaml";
import taskId from "./id/task.yaml";
import timeId from "./id/time.yaml";
import { featurePageSchema } from "./schema.ts";
import type { FeaturePageContent } from "./types.ts";

const files: Record<Lang, Record<FeatureKey, DataFile>> = {
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

/** Every feature page in both languages, each file checked against the schema; a missing one fails the typecheck. */
export const featurePages = Object.fromEntries(
  Object.entries(files).map(([lang, pages]) => [
    lang,
    Object.fromEntries(
      Object.entries(pages).map(([key, file]) => [key, readPageFile(featurePageSchema, file, lang as Lang)]),
    ),
  ]),
) as Record<Lang, Record<FeatureKey, FeaturePageContent>>;
