import type { Database } from "../db/database.server.ts";
import { consentRecords } from "../db/schema.ts";
import type { ConsentRecordBody } from "./consent-record.ts";

export interface ConsentService {
  /** Stores one choice; resolves once the row is committed. */
  record(choice: ConsentRecordBody): Promise<void>;
}

export function createConsentService(db: Database): ConsentService {
  return {
    async record({ id, analytics, marketing, chat, version }) {
      await db
        .insert(consentRecords)
        .values({ consentId: id, analytics, marketing, chat, policyVersion: version });
    },
  };
}
