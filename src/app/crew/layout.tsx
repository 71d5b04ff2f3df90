import type { Metadata, Viewport } from "next";
import { CrewShell } from "@/components/console/crew-shell";
import { getSessionUser } from "@/server/session";

// Installable from the crew's pages only: the public pages name no manifest.
export const metadata: Metadata = { manifest: "/crew.webmanifest" };
export const viewport: Viewport = { themeColor: "#0f172a" };

/**
 * The crew's pages gate themselves (requireTechnician, visitAccess). The technician gets the crew's
 * bar; the owner reading a visit report here gets the page alone. Neither gets the public header
 * and footer (those are the (site) group's).
 */
export default async function CrewLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  if (user?.role === "technician") return <CrewShell userId={user.id}>{children}</CrewShell>;
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
  );
}
