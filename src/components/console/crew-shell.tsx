import { CrewOffline } from "@/components/crew/offline/crew-offline";
import { LineIcon } from "@/components/ui/line-icon";
import { pageIdentity } from "@/server/business/site-content";
import { ConsoleLink } from "./console-link";
import { SignOutButton } from "./sign-out-button";

const ITEM =
  "flex h-full min-h-14 w-full flex-col items-center justify-center gap-0.5 px-1 font-medium text-slate-700 text-xs [&[aria-current]]:font-semibold [&[aria-current]]:text-brand-700";

/**
 * The technician's phone around every /crew page: a bar at the bottom, in reach of the thumb that
 * holds the phone, with the job list, a call to the office and sign out; room is kept under the page
 * so the bar never covers its end. No public header or footer. Above the page, what the phone
 * keeps for a place without signal and what waits to be sent (CrewOffline).
 */
export function CrewShell({ userId, children }: { userId: string; children: React.ReactNode }) {
  return (
    <>
      <main id="main" tabIndex={-1} className="flex-1 pb-24 focus:outline-none">
        <CrewOffline userId={userId} />
        {children}
      </main>
      <nav
        aria-label="Crew"
        data-console-bar="always"
        className="fixed inset-x-0 bottom-0 z-40 border-slate-200 border-t bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_3px_rgb(0_0_0/0.06)] print:hidden"
      >
        <ul className="mx-auto grid max-w-md grid-cols-3">
          <li>
            <ConsoleLink href="/crew" home="/crew" className={ITEM}>
              <LineIcon name="house" aria-hidden="true" className="h-6 w-6" />
              My jobs
            </ConsoleLink>
          </li>
          {/* No number before the owner has set one (a technician invited during the first run). */}
          {pageIdentity().phoneE164 && (
            <li>
              <a href={`tel:${pageIdentity().phoneE164}`} className={ITEM}>
                <LineIcon name="phone" aria-hidden="true" className="h-6 w-6" />
                Call the office
              </a>
            </li>
          )}
          <li>
            <SignOutButton className={`${ITEM} disabled:opacity-60`}>
              <LineIcon name="log-out" aria-hidden="true" className="h-6 w-6" />
              Sign out
            </SignOutButton>
          </li>
        </ul>
      </nav>
    </>
  );
}
