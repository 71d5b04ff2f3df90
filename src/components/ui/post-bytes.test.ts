import { afterEach, describe, expect, it, vi } from "vitest";
import { postBytes } from "./post-bytes";

afterEach(() => vi.unstubAllGlobals());

/** An XMLHttpRequest that answers as `scene` says once the body is sent. */
function fakeXhr(scene: (xhr: FakeXhr) => void) {
  class FakeXhr {
    status = 0;
    responseText = "";
    responseType = "";
    headers: Record<string, string> = {};
    sent: unknown;
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    ontimeout?: () => void;
    open(method: string, url: string) {
      this.headers[":method"] = method;
      this.headers[":url"] = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.sent = body;
      queueMicrotask(() => scene(this));
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return FakeXhr;
}
type FakeXhr = InstanceType<ReturnType<typeof fakeXhr>>;

const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" });

describe("postBytes", () => {
  it("sends the file as its picture type, reports progress, and returns the route's typed answer", async () => {
    let seen: FakeXhr | undefined;
    fakeXhr((xhr) => {
      seen = xhr;
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      xhr.status = 201;
      xhr.responseText = JSON.stringify({ ok: true, photo: { id: "p1" } });
      xhr.onload?.();
    });
    const progress: number[] = [];
    const r = await postBytes<{ photo: { id: string } }>("/api/x", photo, {
      contentType: "image/jpeg",
      onProgress: (f) => progress.push(f),
    });
    expect(r).toEqual({ ok: true, status: 201, photo: { id: "p1" } });
    expect(seen?.headers).toMatchObject({ ":method": "POST", ":url": "/api/x", "content-type": "image/jpeg" });
    expect(seen?.sent).toBe(photo);
    expect(progress).toEqual([0.5]);
  });

  it("turns a refusal into the route's sentence", async () => {
    fakeXhr((xhr) => {
      xhr.status = 422;
      xhr.responseText = JSON.stringify({ ok: false, error: "This photo arrived incomplete." });
      xhr.onload?.();
    });
    expect(await postBytes("/api/x", photo, { contentType: "image/jpeg" })).toMatchObject({
      ok: false,
      status: 422,
      error: "This photo arrived incomplete.",
    });
  });

  it("answers a proxy's non-JSON 413 with a sentence too", async () => {
    fakeXhr((xhr) => {
      xhr.status = 413;
      xhr.responseText = "<html>413 Request Entity Too Large</html>";
      xhr.onload?.();
    });
    const r = await postBytes("/api/x", photo, { contentType: "image/jpeg" });
    expect(r).toMatchObject({ ok: false, status: 413 });
    expect(r.ok ? "" : r.error).toMatch(/too large/);
  });

  it("turns a dropped connection into a refusal with status 0, never a throw", async () => {
    fakeXhr((xhr) => xhr.onerror?.());
    const r = await postBytes("/api/x", photo, { contentType: "image/jpeg" });
    expect(r).toMatchObject({ ok: false, status: 0 });
    expect(r.ok ? "" : r.error).toMatch(/send it again/);
  });
});
