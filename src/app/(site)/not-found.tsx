import type { Metadata } from "next";
import { NotFoundBody } from "@/components/layout/not-found-body";
import { NotFoundShell } from "@/components/layout/not-found-shell";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

/** A public page that called notFound(): inside the site's header and footer. */
export default function NotFound() {
  return (
    <NotFoundShell>
      <NotFoundBody path="" />
    </NotFoundShell>
  );
}
