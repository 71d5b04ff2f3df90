"use client";

import { useSelectedLayoutSegment } from "next/navigation";
import { createContext, useContext } from "react";

/** Top-level segments with a shell of their own (their layout draws its navigation and <main>). */
const CONSOLES = new Set(["admin", "crew"]);

const InConsole = createContext(false);

const mainClass = "flex-1 focus:outline-none";

/**
 * The public header and footer around every page but the owner's and the crew's consoles. The root
 * layout cannot know the path, and reading it per request would make every prerendered page
 * dynamic; the selected segment is known while prerendering, and after a client-side navigation,
 * so each page's HTML is drawn once with the right shell (no flash, no shift). Moving the public
 * pages into a route group would say the same with some 60 files moved.
 */
export function SiteChrome({
  header,
  footer,
  children,
}: {
  header: React.ReactNode;
  footer: React.ReactNode;
  children: React.ReactNode;
}) {
  const segment = useSelectedLayoutSegment();
  if (segment !== null && CONSOLES.has(segment)) return <InConsole value={true}>{children}</InConsole>;
  return (
    <>
      {header}
      <main id="main" tabIndex={-1} className={mainClass}>
        {children}
      </main>
      {footer}
    </>
  );
}

/**
 * For the 404 and error views: under a console their boundary replaces the console's layout, <main>
 * included, so they bring their own; on public pages they are already inside the shell's.
 */
export function MainUnderConsole({ children }: { children: React.ReactNode }) {
  if (!useContext(InConsole)) return children;
  return (
    <main id="main" tabIndex={-1} className={mainClass}>
      {children}
    </main>
  );
}
