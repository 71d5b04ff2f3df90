import { Suspense } from "react";

/**
 * Content below the first screen. Nothing in it suspends, so its HTML is complete in the page as
 * before; the boundary only changes when React hydrates it: a server-rendered Suspense boundary is
 * hydrated after the rest, in small tasks that yield to the browser, instead of inside the one long
 * task that hydrates the page. The header and the calculator answer sooner and no long task blocks
 * a tap on a slow phone (docs/decisions/0028-core-web-vitals.md).
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
