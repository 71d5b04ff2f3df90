import { PhoneLink } from "@/components/admin/phone-link";
import { StatusBadge } from "@/components/admin/status-badge";
import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import { formatPrice } from "@/domain/booking/partition";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/quote-math";
import { endTime } from "@/domain/scheduling/capacity";
import { zoneAbbreviation } from "@/domain/scheduling/schedule";
import type { Booking } from "@/server/db/rows";

/** "Mon, Nov 30" for a "YYYY-MM-DD" date (no clock: the date is the area's own). */
function shortDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/**
 * One booking as a card reads it on the owner's first screen: when, what, who (tap to call),
 * where, its price and status. `showDate` false on lists that are all today.
 */
export function BookingSummary({
  booking: b,
  customerName,
  showDate = true,
}: {
  booking: Booking;
  customerName: string;
  showDate?: boolean;
}) {
  const area = SERVICE_AREAS.find((a) => a.id === b.serviceArea)?.name ?? b.serviceArea;
  return (
    <div className="min-w-0 space-y-1">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold tabular-nums">
          {showDate ? `${shortDate(b.appointmentDate)}, ` : ""}
          {b.appointmentTime}–{endTime(b.appointmentTime, b.durationMinutes)}{" "}
          {zoneAbbreviation(b.appointmentDate, b.timeZone)}
        </span>
        <StatusBadge status={b.status} />
      </p>
      <p>
        {isServiceType(b.serviceType) ? SERVICE_TYPE_LABELS[b.serviceType] : b.serviceType}
        <span className="text-slate-600"> · {area}</span>
      </p>
      <p className="font-medium">{customerName}</p>
      <PhoneLink phone={b.customerPhone} name={customerName} />
      <p className="text-slate-700">{b.address}</p>
      <p className="text-slate-700">
        Price <span className="font-semibold tabular-nums">{formatPrice(b.priceExact)}</span>
      </p>
    </div>
  );
}
