import { hoursInParens, lookOf } from "@/domain/business/brand";
import { pageIdentity } from "@/server/business/site-content";

// The business's phone and email in a sentence, from the owner's identity (decision 0035). Before
// the owner has set it, the sentence asks the reader to contact us and names no number.

/** "call (650) 321-4477" as a link, or "contact us" before the business is set up. */
export function CallUs({ className = "font-semibold underline" }: { className?: string }) {
  const who = pageIdentity();
  if (!who.setUp) return <>contact us</>;
  return (
    <>
      call{" "}
      <a href={`tel:${who.phoneE164}`} className={className}>
        {who.phone}
      </a>
    </>
  );
}

/** "call (650) 321-4477 (Mon-Sat 8am-6pm) or email office@…", or "contact us". */
export function CallOrEmailUs() {
  const who = pageIdentity();
  if (!who.setUp) return <>contact us</>;
  return (
    <>
      call {who.phone}
      {hoursInParens(lookOf(who))} or email {who.email}
    </>
  );
}
