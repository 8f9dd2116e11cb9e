import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./database.server.ts";
import { siteSecrets } from "./schema.ts";

/**
 * The secret the site keeps under `name`, made the first time it is asked for (32 random bytes, hex). Every
 * instance on the database gets the same one, before and after a restart: the first to start makes it.
 */
export async function siteSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(siteSecrets)
    .values({ name, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing({ target: siteSecrets.name });
  const [row] = await db
    .select({ value: siteSecrets.value })
    .from(siteSecrets)
    .where(eq(siteSecrets.name, name));
  if (!row) throw new Error(`the site secret "${name}" could not be stored`);
  return row.value;
}
