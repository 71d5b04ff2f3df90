import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { env } from "@/server/env";

/**
 * Where visit photos are kept: a folder by default, S3-compatible storage when configured
 * (docs/decisions/0018-visit-photos-and-storage.md). Nothing here is ever served by URL: the
 * visit's route reads a photo and answers the people allowed to see it.
 */
export interface PhotoStore {
  /** Replaces whatever the key held; a reader sees the old photo or the new one, never part of one. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** Done when nothing is stored under the key, whether or not something was. */
  remove(key: string): Promise<void>;
}

export type PhotoVariant = "full" | "thumb";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
// The only names a store accepts, so a key can never climb out of the folder or the bucket's prefix.
// The owner's logo (decision 0041) is kept beside them, under brand/.
const KEY = new RegExp(`^(?:visits/${UUID}/${UUID}-(full|thumb)\\.(jpg|webp)|brand/logo-${UUID}\\.png)$`);
const CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", webp: "image/webp", png: "image/png" };

export class PhotoKeyError extends Error {
  constructor(key: string) {
    super(`Not a photo key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = "PhotoKeyError";
  }
}

/** The key of one photo of a booking's visit: `visits/<bookingId>/<photoId>-full.jpg`. */
export function photoKey(bookingId: string, photoId: string, variant: PhotoVariant): string {
  return checkedKey(`visits/${bookingId}/${photoId}-${variant}.jpg`);
}

/** The key of one version of the business's logo: `brand/logo-<id>.png`. */
export function logoKey(id: string): string {
  return checkedKey(`brand/logo-${id}.png`);
}

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new PhotoKeyError(key);
  return key;
}

/** The content type a key's extension stands for; put() refuses bytes declared as anything else. */
function contentTypeOf(key: string): string {
  return CONTENT_TYPES[checkedKey(key).split(".").pop() ?? ""] ?? "application/octet-stream";
}

function checkedPut(key: string, contentType: string): void {
  const expected = contentTypeOf(key);
  if (contentType !== expected) throw new Error(`A ${key} photo is ${expected}, not ${contentType}`);
}

/**
 * Photos as files under `dir`. Several processes may share the folder: each file appears whole,
 * by a rename, so one process never serves another's half-written photo, and a process killed
 * mid-write leaves only a dot-named temporary file that no key names.
 */
export function localPhotoStore(dir: string): PhotoStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => path.join(root, checkedKey(key));

  return {
    async put(key, bytes, contentType) {
      checkedPut(key, contentType);
      const file = fileOf(key);
      const folder = path.dirname(file);
      await fs.mkdir(folder, { recursive: true });
      const temp = path.join(folder, `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        const handle = await fs.open(temp, "wx");
        try {
          await handle.writeFile(bytes);
          // On disk before it has its name: after a power cut the name never points at an empty file.
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true }).catch(() => {});
        throw error;
      }
      // The rename itself survives a power cut only once the folder is written out.
      const folderHandle = await fs.open(folder, "r");
      try {
        await folderHandle.sync();
      } finally {
        await folderHandle.close();
      }
    },

    async get(key) {
      const contentType = contentTypeOf(key);
      try {
        return { bytes: await fs.readFile(fileOf(key)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

export interface S3PhotoStoreConfig {
  bucket: string;
  /** An S3-compatible server's URL; unset for AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The most one call may take, retries included. */
  timeoutMs?: number;
}

/** Marks a storage call that timed out as a network failure, so the route answers 503 ("try again"). */
class PhotoStoreError extends Error {
  readonly code: string | undefined;
  constructor(operation: string, key: string, cause: unknown, timedOut: boolean) {
    super(
      timedOut
        ? `Photo storage did not answer ${operation} ${key} in time`
        : `Photo storage failed ${operation} ${key}: ${(cause as Error)?.message ?? String(cause)}`,
      { cause },
    );
    this.name = "PhotoStoreError";
    this.code = timedOut ? "ETIMEDOUT" : undefined;
  }
}

/** Photos as objects in an S3 bucket (AWS, or any server that speaks its protocol). */
export function s3PhotoStore(config: S3PhotoStoreConfig): PhotoStore {
  const timeoutMs = config.timeoutMs ?? 10_000;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // Custom servers (MinIO, s3rver, most hosts) take the bucket in the path, not in the host name.
    forcePathStyle: Boolean(config.endpoint),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes, and
    // waits on a server that never answers.
    requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs, throwOnRequestTimeout: true },
    // The SDK's default checksums (CRC32 headers on every call) are not understood by every
    // S3-compatible server; S3 itself still gets one wherever it requires it.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  // The request timeout holds each attempt; this holds the call, the SDK's retries included.
  async function send<T>(operation: string, key: string, call: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      return await call(signal);
    } catch (error) {
      if (error instanceof NoSuchKey) throw error;
      const name = (error as Error)?.name;
      const timedOut = signal.aborted || name === "TimeoutError" || name === "RequestTimeout";
      throw new PhotoStoreError(operation, key, error, timedOut);
    }
  }

  return {
    async put(key, bytes, contentType) {
      checkedPut(key, contentType);
      await send("put", key, (abortSignal) =>
        client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
          }),
          { abortSignal },
        ),
      );
    },

    async get(key) {
      checkedKey(key);
      try {
        return await send("get", key, async (abortSignal) => {
          const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }), { abortSignal });
          const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
          return { bytes, contentType: object.ContentType ?? contentTypeOf(key) };
        });
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async remove(key) {
      checkedKey(key);
      await send("remove", key, (abortSignal) =>
        client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }), { abortSignal }),
      );
    },
  };
}

let chosen: PhotoStore | undefined;

/** The store this server uses: S3 when S3_BUCKET is set (servers on several machines), else DATA_DIR/uploads. */
export function photoStore(): PhotoStore {
  if (chosen) return chosen;
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  chosen =
    S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
      ? s3PhotoStore({
          bucket: S3_BUCKET,
          endpoint: S3_ENDPOINT,
          region: S3_REGION,
          accessKeyId: S3_ACCESS_KEY_ID,
          secretAccessKey: S3_SECRET_ACCESS_KEY,
        })
      : localPhotoStore(path.resolve(env.DATA_DIR, "uploads"));
  return chosen;
}
