import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getSessionUser } from "@/server/session";

export const metadata: Metadata = { title: "Owner console", robots: { index: false } };

const NAV = [
  ["/admin", "Today"],
  ["/admin/leads", "Leads"],
  ["/admin/customers", "Customers"],
  ["/admin/bookings", "Bookings"],
  ["/admin/availability", "Availability"],
  ["/admin/crews", "Crews"],
  ["/admin/money", "Money"],
  ["/admin/insights", "Insights"],
  ["/admin/subscribers", "Subscribers"],
  ["/admin/experiments", "Experiments"],
  ["/admin/outbox", "Outbox"],
  ["/admin/reviews", "Reviews"],
  ["/admin/business-facts", "Business facts"],
  ["/admin/speed", "Page speed"],
] as const;

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  // The layout cannot know the page's path, so each admin page gates itself with
  // requireAdminPage(its own path, its query) and sends an anonymous visitor to sign in with that
  // exact page as `next`. Here: a signed-in customer gets a 404, and nobody but the owner sees the
  // console's navigation.
  const user = await getSessionUser();
  if (!user) return children;
  if (user.role !== "admin") notFound();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label="Owner console" className="overflow-x-auto">
        <ul className="flex gap-2 whitespace-nowrap">
          {NAV.map(([href, label]) => (
            <li key={href}>
              <Link
                href={href}
                className="inline-block rounded-full border border-slate-300 px-4 py-2 font-medium text-sm hover:bg-slate-50"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </div>
  );
}
