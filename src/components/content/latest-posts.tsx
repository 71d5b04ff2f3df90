import { PostTeaser } from "@/components/blog/post-teaser";
import { Section } from "@/components/local/city-sections";
import { teaserImage } from "@/components/ui/static-image";
import { latestPosts } from "@/content/blog";

/** The three newest posts as teaser cards, in a page section of their own. */
export function LatestPosts({ id, title, tone }: { id: string; title: string; tone?: "white" | "tint" }) {
  return (
    <Section id={id} title={title} tone={tone}>
      <div className="grid gap-6 md:grid-cols-3">
        {latestPosts(3).map((p) => (
          <PostTeaser key={p.slug} post={p} img={teaserImage(p)} />
        ))}
      </div>
    </Section>
  );
}
