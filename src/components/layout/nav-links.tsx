import Link from "@/components/ui/link";

export type NavLink = { href: string; label: string };

/** One list item a link: the header's two menus and the footer's columns list their links so. */
export function NavItems({ links, className }: { links: readonly NavLink[]; className: string }) {
  return (
    <>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className={className}>
            {l.label}
          </Link>
        </li>
      ))}
    </>
  );
}
