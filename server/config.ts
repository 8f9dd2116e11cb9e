import { z } from "zod";
import { readPublicConfig, type PublicConfig } from "../app/config/public.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .default("false")
  .transform((value) => value === "true" || value === "1");

/** Run-time settings of the server, validated at start so a typo stops the server with a clear message. */
const serverConfigSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((origin) => origin.trim().replace(/\/+$/, ""))
        .filter(Boolean),
    ),
  TRUST_PROXY: booleanFlag,
  BUILD_DIR: z.string().min(1).default("./build"),
});

export type ServerConfig = z.output<typeof serverConfigSchema> & { public: PublicConfig };

export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = serverConfigSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid server configuration:\n${z.prettifyError(parsed.error)}`);
  return { ...parsed.data, public: readPublicConfig(env) };
}
