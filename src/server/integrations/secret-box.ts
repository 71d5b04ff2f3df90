import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// The owner's Stripe and Twilio secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256)
// from the server's own secret, so a database file, a backup or a CSV of the table holds nothing
// usable without the server's secret, which lives outside the database. The field's name is
// authenticated with each value: a row copied into another field does not open there either.

const VERSION = "v1";
const SALT = "clearvent/integration-secrets";
const INFO = "aes-256-gcm v1";

const keys = new Map<string, Buffer>();

function keyFrom(serverSecret: string): Buffer {
  let key = keys.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", serverSecret, SALT, INFO, 32));
    keys.set(serverSecret, key);
  }
  return key;
}

const b64 = (b: Buffer) => b.toString("base64url");

/** `v1.<iv>.<ciphertext>.<tag>`, a fresh 96-bit IV each time. */
export function sealSecret(plain: string, field: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(serverSecret), iv);
  cipher.setAAD(Buffer.from(field, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, b64(iv), b64(body), b64(cipher.getAuthTag())].join(".");
}

/**
 * The secret, or null when the sealed text was changed, belongs to another field, or was sealed
 * under another server secret (then the owner pastes it again): never a guess.
 */
export function openSecret(sealed: string, field: string, serverSecret: string): string | null {
  const [version, iv, body, tag, ...rest] = sealed.split(".");
  if (version !== VERSION || !iv || body === undefined || !tag || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(serverSecret), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(field, "utf8"));
    const tagBytes = Buffer.from(tag, "base64url");
    if (tagBytes.length !== 16) return null;
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
