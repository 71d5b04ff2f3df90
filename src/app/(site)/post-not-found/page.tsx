import type { Metadata } from "next";
import { notFound } from "next/navigation";

// The proxy sends /blog/<a slug no post has> here, so the served HTML itself says "Post not
// found" with a 404 (the site's one prerendered 404 page cannot know the path). Rendered per
// request: it carries a fresh nonce and is never cached.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Post not found", robots: { index: false } };

export default function PostNotFoundRoute(): never {
  notFound();
}
