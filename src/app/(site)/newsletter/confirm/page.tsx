import type { Metadata } from "next";
import { NewsletterLinkPage } from "@/components/newsletter/newsletter-link-page";

export const metadata: Metadata = { title: "Newsletter", robots: { index: false } };

export default function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <NewsletterLinkPage purpose="confirm" searchParams={searchParams} />;
}
