import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminShell } from "@/components/console/admin-shell";
import { getSessionUser } from "@/server/session";

export const metadata: Metadata = { title: "Owner console", robots: { index: false } };

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  // The layout cannot know the page's path, so each admin page gates itself with
  // requireAdminPage(its own path, its query) and sends an anonymous visitor to sign in with that
  // exact page as `next`. Here: a signed-in customer gets a 404, and nobody but the owner sees the
  // console's navigation. The console has no public header or footer (the (site) group's), so the page
  // an anonymous visitor passes through on its way to sign in still gets a <main>.
  const user = await getSessionUser();
  if (!user)
    return (
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    );
  if (user.role !== "admin") notFound();
  return <AdminShell>{children}</AdminShell>;
}
