import type { Metadata } from "next";
import Link from "next/link";
import { requireAdminPage } from "@/server/admin/require-admin";

export const metadata: Metadata = { title: "Owner console", robots: { index: false } };

const NAV = [
  ["/admin", "Dashboard"],
  ["/admin/leads", "Leads"],
  ["/admin/bookings", "Bookings"],
  ["/admin/availability", "Availability"],
  ["/admin/subscribers", "Subscribers"],
  ["/admin/experiments", "Experiments"],
] as const;

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdminPage("/admin");
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
