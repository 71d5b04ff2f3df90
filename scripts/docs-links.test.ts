import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The README is what a newcomer reads first: it stays short, and every document it (or any doc)
// points to must exist, so moving a section never leaves a dead link behind.
const root = path.resolve(import.meta.dirname, "..");
const README_MAX_BYTES = 12 * 1024;

function markdownFiles(): string[] {
  const docs = readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file));
  return ["README.md", ...docs].sort();
}

/** Without fenced blocks: a `#` line in a shell block is no heading. */
function unfenced(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
}

/** Prose only: fenced blocks and inline code can show link syntax without being links. */
function prose(markdown: string): string {
  return unfenced(markdown).replace(/`[^`\n]*`/g, "");
}

/** GitHub's heading anchors: lower case, punctuation dropped except - and _, spaces to -. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const match of unfenced(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = (match[1] ?? "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

type Link = { file: string; target: string };

function relativeLinks(file: string): Link[] {
  const text = prose(readFileSync(path.join(root, file), "utf8"));
  const links: Link[] = [];
  for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1] ?? "";
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    links.push({ file, target });
  }
  return links;
}

function problem({ file, target }: Link): string | null {
  const [pathPart, anchor] = target.split("#", 2);
  const resolved = pathPart
    ? path.resolve(path.dirname(path.join(root, file)), decodeURI(pathPart))
    : path.join(root, file);
  if (!resolved.startsWith(root)) return `${file}: ${target} points outside the repository`;
  if (!existsSync(resolved)) return `${file}: ${target} does not exist`;
  if (anchor && statSync(resolved).isFile() && resolved.endsWith(".md")) {
    if (!anchors(readFileSync(resolved, "utf8")).has(anchor)) return `${file}: ${target} names no heading there`;
  }
  return null;
}

describe("docs", () => {
  it("keeps the README under 12 KB", () => {
    expect(statSync(path.join(root, "README.md")).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it("links only to files (and headings) that exist", () => {
    const links = markdownFiles().flatMap(relativeLinks);
    expect(links.length).toBeGreaterThan(20);
    expect(links.map(problem).filter((p) => p !== null)).toEqual([]);
  });

  it("finds a dead link when there is one", () => {
    expect(problem({ file: "README.md", target: "docs/no-such-file.md" })).toMatch(/does not exist/);
    expect(problem({ file: "README.md", target: "docs/testing.md#no-such-heading" })).toMatch(/no heading/);
    expect(problem({ file: "docs/testing.md", target: "architecture.md#tests" })).toBeNull();
  });

  it("reads links in prose, not in code", () => {
    const text = prose("see [a](x.md) and `[b](y.md)`\n```\n[c](z.md)\n```\n");
    expect(text).toContain("[a](x.md)");
    expect(text).not.toMatch(/y\.md|z\.md/);
  });
});
