import { expect, it } from "vitest";
import { pageMetadata } from "./metadata";

it("gives every Twitter and Open Graph image its alt text", () => {
  for (const meta of [
    pageMetadata({ title: "T", description: "D", path: "/x" }),
    pageMetadata({ title: "T", description: "D", path: "/x", image: "/i.webp", imageAlt: "A skyline" }),
  ]) {
    const [twitter] = meta.twitter.images;
    const [og] = meta.openGraph.images;
    expect(twitter?.alt).toBeTruthy();
    expect(og?.alt).toBe(twitter?.alt);
  }
});
