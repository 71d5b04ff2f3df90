import { NotFoundBody } from "./not-found-body";
import { NotFoundShell } from "./not-found-shell";

/**
 * The public 404's content, in a public page's shell (a page's notFound()) and in the whole
 * document global-not-found draws for unknown paths: the server's drawing without a path until
 * the browser's view, which knows it, arrives.
 */
export function SiteNotFound() {
  return (
    <NotFoundShell>
      <NotFoundBody path="" />
    </NotFoundShell>
  );
}
