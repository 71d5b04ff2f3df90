import { unsubscribeFromDue } from "@/server/campaigns/due-responses";
import { getDb } from "@/server/db/client";
import { handle } from "@/server/http/handle";

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/**
 * List-Unsubscribe-Post (RFC 8058): the mail app posts `List-Unsubscribe=One-Click` as a form to
 * the address in the header, from no page of ours and without a cookie. The signature in the
 * address is the permission (decision 0039); the body says nothing more, so it is not read.
 */
export const POST = handle(
  { failure: "The unsubscribe could not be saved just now.", body: "signed-form" },
  async (request) => {
    const url = new URL(request.url);
    const done = await unsubscribeFromDue(
      await getDb(),
      url.searchParams.get("m"),
      url.searchParams.get("sig"),
      new Date(),
    );
    return done ? plain(200, "Unsubscribed.") : plain(404, "Not found.");
  },
);
