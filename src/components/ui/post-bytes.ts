import type { Posted, RefusalCode } from "./post-json";

const OFFLINE = "The photo did not arrive: the connection dropped. Nothing was saved; send it again.";

/**
 * postJson's twin for a file sent as it is (a photo): same origin, the file's bytes as the body
 * under its picture type, and the same answer: the route's typed success or a sentence a person
 * can act on, a dropped connection being a refusal with status 0. Through XMLHttpRequest because
 * fetch cannot tell how much of an upload has left the phone, and on a slow line people need to see
 * that it moves.
 */
export function postBytes<T extends object>(
  url: string,
  body: Blob,
  init: { contentType: string; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<Posted<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("content-type", init.contentType);
    xhr.responseType = "text";
    if (init.onProgress) {
      const report = init.onProgress;
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) report(e.loaded / e.total);
      };
    }
    const offline = () => resolve({ ok: false, status: 0, code: "offline", error: OFFLINE });
    xhr.onerror = offline;
    xhr.onabort = offline;
    xhr.ontimeout = offline;
    xhr.onload = () => {
      let data: Record<string, unknown> | null = null;
      try {
        data = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data) {
        resolve({ ...(data as T), ok: true, status: xhr.status });
        return;
      }
      resolve({
        ok: false,
        status: xhr.status,
        // A body nginx refused before the app saw it comes back as nginx's own page.
        code:
          typeof data?.code === "string" ? (data.code as RefusalCode) : xhr.status === 413 ? "too-large" : "unknown",
        error:
          typeof data?.error === "string"
            ? data.error
            : xhr.status === 413
              ? "The photo is too large to send. Take it again at the camera's normal size."
              : "Something went wrong. Please send the photo again.",
        fieldErrors: (data?.fieldErrors as Record<string, string[]> | undefined) ?? undefined,
        body: data,
      });
    };
    init.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
