import Link from "next/link";
import { movedLines } from "@/domain/customers/customer-merge";
import { outboxKindLabel } from "@/domain/outbox/outbox";
import type { CustomerRecord } from "@/server/customers/read-customer";
import { Item, List, None, when } from "./customer-sections";

// The customer page's account history: where a merged record went, the records merged into this
// one, account invites sent, and the emails and texts sent to the customer (decision 0030).

/** On a merged record's page, first: it is not a customer of its own any more. */
export function MergedInto({ record }: { record: CustomerRecord }) {
  const into = record.mergedInto;
  if (!into) return null;
  return (
    <p
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
      data-testid="merged-into"
      role="status"
    >
      <span className="font-semibold">Merged into </span>
      <Link href={`/admin/customers/${into.id}`} className="font-semibold text-brand-700 underline">
        {into.name}
      </Link>
      {` on ${when(into.mergedAt)}${into.mergedBy ? ` by ${into.mergedBy}` : ""}. Its visits, money and notes are there; it was ${into.fromEmail} and can no longer sign in.`}
    </p>
  );
}

export function Merges({ record }: { record: CustomerRecord }) {
  if (record.mergedFrom.length === 0) return <None>No other record was merged into this one.</None>;
  return (
    <List label="Records merged into this one">
      {record.mergedFrom.map((m) => (
        <Item key={m.fromId} testId="customer-merge">
          <Link href={`/admin/customers/${m.fromId}`} className="font-medium text-brand-700 underline">
            {m.fromName}
          </Link>{" "}
          ({m.fromEmail}), merged {when(m.mergedAt)}
          {m.mergedBy ? ` by ${m.mergedBy}` : ""}
          <span className="block text-slate-600 text-xs">
            {movedLines(m.moved)
              .map((l) => `${l.label}: ${l.count}`)
              .join(", ") || "Nothing moved"}
          </span>
          {m.resolutions.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-slate-700 text-xs">
              {m.resolutions.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
        </Item>
      ))}
    </List>
  );
}

export function Invites({ record }: { record: CustomerRecord }) {
  if (record.invites.length === 0) return <None>No account invite sent.</None>;
  return (
    <List label="Account invites">
      {record.invites.map((i) => (
        <Item key={i.id} testId="customer-invite">
          Sent to {i.email} {when(i.sentAt)}
          {i.sentBy ? ` by ${i.sentBy}` : ""}
          <span className="block text-slate-600 text-xs">The link works once, until {when(i.expiresAt)}.</span>
        </Item>
      ))}
    </List>
  );
}

export function Messages({ record }: { record: CustomerRecord }) {
  if (record.messages.length === 0) return <None>No email or text sent yet.</None>;
  return (
    <List label="Emails and texts">
      {record.messages.map((m) => (
        <Item key={m.id} testId="customer-message">
          <span className="font-medium">{m.channel === "sms" ? "Text" : "Email"}: </span>
          {m.channel === "sms" ? outboxKindLabel(m.kind) : m.subject}
          <span className="block text-slate-600 text-xs">
            {[
              m.to || "address removed",
              when(m.createdAt),
              m.status === "sent" && m.sentAt ? `sent ${when(m.sentAt)}` : m.status,
            ]
              .filter(Boolean)
              .join(" · ")}
          </span>
        </Item>
      ))}
    </List>
  );
}
