import PostNotFound from "@/components/layout/post-not-found";

export default function NotFound() {
  return <PostNotFound />;
}
