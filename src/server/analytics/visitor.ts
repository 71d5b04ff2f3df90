import "server-only";
import { cookies } from "next/headers";
import { VISITOR_COOKIE, VISITOR_ID_PATTERN } from "@/domain/analytics/events";

/** The anonymous visitor id the proxy set, or null. */
export async function visitorId(): Promise<string | null> {
  const id = (await cookies()).get(VISITOR_COOKIE)?.value;
  return id && VISITOR_ID_PATTERN.test(id) ? id : null;
}
