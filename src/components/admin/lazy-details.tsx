"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * A <details> whose content is drawn once it is first opened. The owner's lists carry a closed
 * form on every row (cancel, void, credit note): drawn up front they were about half of each row's
 * HTML, on pages of fifty rows.
 */
export function LazyDetails({
  summary,
  className,
  summaryClassName,
  children,
  ...rest
}: {
  summary: ReactNode;
  className?: string;
  summaryClassName?: string;
  children: ReactNode;
  "data-testid"?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  // Opened before the page's script ran: draw the content now.
  useEffect(() => {
    if (ref.current?.open) setOpened(true);
  }, []);
  return (
    <details ref={ref} className={className} onToggle={(e) => e.currentTarget.open && setOpened(true)} {...rest}>
      <summary className={summaryClassName}>{summary}</summary>
      {opened ? children : null}
    </details>
  );
}
