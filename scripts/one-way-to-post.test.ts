// One way for the browser to post a form: a component under src/components or src/app that writes
// takes usePostAction (src/components/ui/post-action.tsx), which keeps the busy state, the
// refusal's sentence, the focus on the first refused field and the page's refresh in one place.
// A component calling postJson, postBytes or a writing fetch itself grows its own copy of those.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** Files that post on their own, each for a reason the hook does not serve. */
const OWN_WAY: Record<string, string> = {
  // The ways themselves.
  "src/components/ui/post-json.ts": "the JSON request every write goes through",
  "src/components/ui/post-bytes.ts": "the upload with progress (XMLHttpRequest), same answer shape",
  "src/components/account/auth-call.ts": "better-auth's answers turned into postJson's shape, for usePostAction's run",
  // Not a form: the crew's phone keeps its writes in IndexedDB and sends them when signal returns,
  // oldest first, with no page waiting on them.
  "src/components/crew/offline/outbox.ts": "the crew's offline queue",
  "src/components/analytics/track.ts": "page events: a beacon, nothing waits on it",
  "src/components/pricing/use-visitor-session.ts": "the visitor's session: once per visit, nothing waits on it",
  // /book-service's first load sits at the 150 KB ceiling (npm run js-budget): the hook and the
  // router refresh it brings put the booking page over it. The booking keeps its own busy state.
  "src/components/booking/use-booking-submit.ts": "the booking's submit, at the page's script ceiling",
  // Reads that ask with a body (POST), change nothing and keep no busy state of a form.
  "src/components/booking/use-open-times.ts": "reads a day's open times",
  "src/components/dispatch/use-free-starts.ts": "reads a crew's free starts",
};

/** The lines of `text` (comments left out) that post without the hook. */
function ownPosts(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  const found: string[] = [];
  const patterns = [
    /\b(postJson|postBytes|authCall)\s*(<(?:[^<>]|<[^<>]*>)*>)?\s*\(/g,
    /\bfetch\s*\([^;]*?\bmethod\s*:\s*["'`](?:POST|PUT|PATCH|DELETE)\b/gi,
    /\bnew\s+XMLHttpRequest\b/g,
    /\bsendBeacon\s*\(/g,
  ];
  for (const pattern of patterns)
    for (const m of code.matchAll(pattern)) {
      const before = code.slice(0, m.index);
      // The hook's run(() => postBytes(...)): the request is the caller's, the state the hook's.
      if (/\brun\s*\(\s*\(\)\s*=>\s*$/.test(before)) continue;
      found.push(`${before.split("\n").length}: ${m[0].split("\n")[0]}`);
    }
  return found;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("ownPosts", () => {
  it("finds each way of posting past the hook, and nothing in a comment or a read", () => {
    const text = [
      'const a = await postJson<Record<string, { id: string }>>("/api/x", body);',
      "// postJson(url) in a comment",
      "/* fetch(url, { method: 'POST' }) */",
      'await fetch("/api/y", {\n  method: "PATCH",\n});',
      'const list = await fetch("/api/reviews", { credentials: "omit" });',
      'void fetch("/crew.webmanifest", { method: "HEAD", cache: "no-store" });',
      "const xhr = new XMLHttpRequest();",
      'navigator.sendBeacon("/api/events", blob);',
      'await authCall("sign-in/email", body);',
      'await action.post("/api/x", body);',
      'await action.run(() => postBytes("/api/photo", file));',
    ].join("\n");
    expect(ownPosts(text)).toEqual([
      "1: postJson<Record<string, { id: string }>>(",
      "11: authCall(",
      '4: fetch("/api/y", {',
      "9: new XMLHttpRequest",
      "10: sendBeacon(",
    ]);
  });
});

it("no component posts a form without usePostAction, outside the listed exceptions", () => {
  const files = [...sources(path.join(root, "src/components")), ...sources(path.join(root, "src/app"))];
  const posting = files
    .map((file) => path.relative(root, file))
    .filter((file) => !(file in OWN_WAY))
    .flatMap((file) => ownPosts(fs.readFileSync(path.join(root, file), "utf8")).map((line) => `${file}:${line}`));
  expect(posting).toEqual([]);
});

it("lists only exceptions that still post on their own", () => {
  const stale = Object.keys(OWN_WAY).filter(
    (file) => ownPosts(fs.readFileSync(path.join(root, file), "utf8")).length === 0,
  );
  expect(stale).toEqual([]);
});
