/**
 * A link between pages as plain HTML, for the landing pages and everything they share (header,
 * footer, error and not-found views). next/link is a client component: every one of them hydrates
 * and brings the router's link code (about 3 KB gzip) into each page's first load, for a
 * client-side navigation that prerendered pages behind nginx's cache do not need
 * (docs/decisions/0028-core-web-vitals.md). The signed-in app keeps next/link.
 */
export default function Link({ href, children, ...props }: React.ComponentProps<"a"> & { href: string }) {
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
