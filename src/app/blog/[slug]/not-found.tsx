import { PostNotFound } from "@/components/layout/post-not-found";

// Rendered by notFound() from the post page for a slug we do not have: the served HTML (not only
// the hydrated page) says "Post not found", with the 404 status.
export default function BlogPostNotFound() {
  return <PostNotFound />;
}
