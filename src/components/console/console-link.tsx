"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { currentness } from "./console-pages";

/**
 * A console link that says whether it is the page on screen (`aria-current`, which the classes
 * style through `aria-[current]:`). The layout around it stays mounted between pages and cannot
 * know the path, so the link reads it in the browser (and from the request when first drawn).
 */
export function ConsoleLink({
  href,
  home,
  className,
  children,
}: {
  href: string;
  home: string;
  className: string;
  children: React.ReactNode;
}) {
  const current = currentness(usePathname(), href, home);
  return (
    <Link href={href} aria-current={current} className={className}>
      {children}
    </Link>
  );
}
