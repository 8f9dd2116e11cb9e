import type { Database } from "../db/database.server.ts";
import { outbox } from "../db/schema.ts";
import type { OutboxPayload } from "./outbox-payload.ts";

/**
 * Puts messages in the outbox within the caller's transaction, so they are committed with what they tell
 * of (a lead, a sign-up) or not at all; the worker sends them afterwards (outbox-worker.server.ts).
 * `subjectEmail` is the person they are about, for erasure; `leadId` the lead they belong to, if any.
 */
export async function queueMessages(
  tx: Pick<Database, "insert">,
  about: { subjectEmail: string; leadId?: number },
  messages: readonly OutboxPayload[],
): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(outbox).values(messages.map(({ channel, ...payload }) => ({ ...about, channel, payload })));
}
