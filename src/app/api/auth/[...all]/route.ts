import { getAuth } from "@/server/auth";
import { clientKey } from "@/server/http/rate-limit";

async function handle(request: Request) {
  const auth = await getAuth();
  // better-auth keys its rate limit on X-Forwarded-For: it trusts a lone entry as the client and
  // pools every request with several entries into one shared bucket. Hand it the one address our
  // own limits use, so both count the same client.
  const headers = new Headers(request.headers);
  headers.set("x-forwarded-for", clientKey(request));
  return auth.handler(new Request(request, { headers }));
}

export { handle as GET, handle as POST };
