import type { Metadata } from "next";
import { SiteNotFound } from "@/components/layout/site-not-found";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

/** A public page that called notFound(): inside the site's header and footer. */
export default function NotFound() {
  return <SiteNotFound />;
}
