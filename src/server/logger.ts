import "server-only";
import pino from "pino";
import { env } from "@/server/env";
import { PERSONAL_KEYS, redactError } from "@/server/logging/redact";

export const logger = pino({
  level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL,
  serializers: { err: redactError, error: redactError },
  redact: { paths: PERSONAL_KEYS.flatMap((k) => [k, `*.${k}`]), censor: "[redacted]" },
});
