"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { currentness } from "./console-pages";

/**
 * The phone bar's "More": a <details> disclosure, so it opens with a tap, Enter or Space before any
 * script runs, and its panel floats above the bar (nothing below moves). The script only closes
 * it: on Escape (focus back on "More"), on a tap elsewhere, and on the next page (the layout stays
 * mounted between pages; a new key draws it closed).
 */
export function MoreMenu({
  hrefs,
  home,
  summary,
  summaryClassName,
  panelClassName,
  children,
}: {
  /** The pages behind "More": when one of them is on screen, "More" is marked too. */
  hrefs: string[];
  home: string;
  summary: React.ReactNode;
  summaryClassName: string;
  panelClassName: string;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const ref = useRef<HTMLDetailsElement>(null);
  const holdsCurrent = hrefs.some((href) => currentness(pathname, href, home) !== undefined);
  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, []);
  const closeOnEscape = (event: React.KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !event.currentTarget.open) return;
    event.currentTarget.open = false;
    event.currentTarget.querySelector("summary")?.focus();
  };
  return (
    <details key={pathname} ref={ref} onKeyDown={closeOnEscape} className="group h-full">
      <summary data-current={holdsCurrent || undefined} className={summaryClassName}>
        {summary}
      </summary>
      <div className={panelClassName}>{children}</div>
    </details>
  );
}
