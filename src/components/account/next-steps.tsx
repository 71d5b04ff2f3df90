import { customerStatus, PAYMENT_TERMS, statusNext } from "@/domain/booking/status-words";
import { SERVICE_TYPE_LABELS, type ServiceType } from "@/domain/pricing/quote-math";
import { ARRIVAL_WINDOW_MINUTES, formatDuration } from "@/domain/scheduling/duration";
import { formatArrivalWindow, formatDateLong } from "@/domain/scheduling/schedule";

export interface NextStepsBooking {
  id: string;
  serviceType: string;
  appointmentDate: string;
  appointmentTime: string;
  status: string;
  durationMinutes: number;
  zone: string;
  address: string;
}

/**
 * What the homeowner reads right after booking, and where the verification link lands: the one
 * word for the booking's state, who confirms it and by when, the arrival window, how long the
 * crew stays and how payment works. Server-rendered: no script for the words.
 */
export function NextSteps({ booking, verified }: { booking: NextStepsBooking | null; verified: boolean }) {
  return (
    <section
      aria-labelledby="next-steps-title"
      className="mb-8 rounded-2xl border border-brand-100 bg-brand-50 p-5"
      data-testid="next-steps"
    >
      {verified && (
        <p className="mb-2 font-semibold text-green-900" data-testid="email-verified">
          Your email is verified.
        </p>
      )}
      {booking ? (
        <>
          <h2 id="next-steps-title" className="font-bold text-xl">
            Your visit: <span data-testid="next-steps-status">{customerStatus(booking.status)}</span>
          </h2>
          <p className="mt-1 text-slate-800">
            {SERVICE_TYPE_LABELS[booking.serviceType as ServiceType] ?? booking.serviceType} on{" "}
            {formatDateLong(booking.appointmentDate)}, the crew arriving between{" "}
            {formatArrivalWindow(booking.appointmentTime, ARRIVAL_WINDOW_MINUTES)} {booking.zone} and staying{" "}
            {formatDuration(booking.durationMinutes)}, at {booking.address}.
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800 text-sm">
            <li data-testid="next-steps-next">{statusNext(booking.status)}</li>
            <li data-testid="next-steps-payment">{PAYMENT_TERMS}</li>
          </ul>
        </>
      ) : (
        <h2 id="next-steps-title" className="font-bold text-xl">
          No upcoming visit yet
        </h2>
      )}
    </section>
  );
}
