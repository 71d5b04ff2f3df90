import { formatUsPhone, toE164 } from "@/domain/sms/phone";

/** A number the owner taps to call; shown the US way, dialled as +1 and ten digits. */
export function PhoneLink({ phone, name }: { phone: string | null; name?: string }) {
  if (!phone) return <span className="text-slate-600">no phone</span>;
  const e164 = toE164(phone);
  return (
    <a
      href={`tel:${e164 ?? phone.replace(/[^\d+]/g, "")}`}
      className="inline-flex min-h-11 items-center whitespace-nowrap font-semibold text-brand-700 underline"
      aria-label={name ? `Call ${name}, ${phone}` : undefined}
      data-testid="call"
    >
      {e164 ? formatUsPhone(e164) : phone}
    </a>
  );
}
