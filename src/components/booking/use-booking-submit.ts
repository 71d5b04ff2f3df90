import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { authCall } from "@/components/account/auth-call";
import { postJson, type Refused } from "@/components/ui/post-json";
import { toast } from "@/components/ui/toast";
import type { ServiceAddress } from "@/domain/address/service-address";
import type { BookingData } from "@/domain/booking/booking-data";
import { MISSING_INFORMATION } from "@/domain/booking/booking-messages";
import { QUOTE_CONTACT_KEY } from "@/domain/booking/quote-contact";
import { type AccountDraft, accountProblem, VERIFIED_LANDING } from "./account-fields";

/** What the visitor chose on the form, as the booking route takes it. */
export interface BookingChoices {
  address: ServiceAddress;
  phone: string;
  date: string;
  time: string;
  recurring: boolean;
  interval: number;
  notes: string;
  textMe: boolean;
  addOns: string[];
  /** The total the page shows: the server refuses the booking if its own differs (decision 0040). */
  shownCents: number;
}

/**
 * Sending the booking: signed out, the account first (it signs the visitor in), then the booking
 * under it, with one idempotency key per visit to the page so a double submit books once. A
 * refusal is branched on by its code: a taken time leaves the list; anything else is shown at
 * the field it names.
 */
export function useBookingSubmit(input: {
  data: BookingData;
  terms?: { quoteToken?: string; seriesId?: string; dueToken?: string };
  signedIn: boolean;
  account: AccountDraft;
  onRefused(refused: Pick<Refused, "code" | "error" | "fieldErrors">): void;
  onClear(): void;
  onSlotTaken(): void;
  onBooked(): void;
}) {
  const router = useRouter();
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const [hasAccount, setHasAccount] = useState(input.signedIn);
  const [saving, setSaving] = useState(false);
  const refuseField = (field: string, message: string) =>
    input.onRefused({ code: "invalid-input", error: message, fieldErrors: { [field]: [message] } });

  async function createAccount(): Promise<boolean> {
    const { account } = input;
    const problem = await accountProblem(account);
    if (problem) {
      refuseField(problem.field, problem.message);
      return false;
    }
    const up = await authCall("sign-up/email", {
      name: account.fullName.trim(),
      email: account.email.trim(),
      password: account.password,
      callbackURL: VERIFIED_LANDING,
    });
    if (!up.ok) {
      const taken = up.authCode?.startsWith("USER_ALREADY_EXISTS");
      refuseField(
        taken || up.authCode === "INVALID_EMAIL" ? "email" : "password",
        taken ? "An account already uses this email. Sign in (link below) and your choices here are kept." : up.error,
      );
      return false;
    }
    setHasAccount(true);
    return true;
  }

  async function submit(choices: BookingChoices) {
    const { data, terms } = input;
    if (!choices.date || !choices.time) {
      toast.error(MISSING_INFORMATION.title, { description: MISSING_INFORMATION.description });
      return;
    }
    setSaving(true);
    input.onClear();
    try {
      if (!hasAccount && !(await createAccount())) return;
      const body = await postJson<{ booking?: { id: string }; checkout?: { id: string; url: string } }>(
        "/api/bookings",
        {
          serviceType: data.serviceType,
          address: choices.address,
          phone: choices.phone.trim(),
          bedrooms: data.bedrooms,
          bathrooms: data.bathrooms,
          squareFeet: data.squareFeet,
          appointmentDate: choices.date,
          appointmentTime: choices.time,
          isRecurring: choices.recurring,
          recurringIntervalMonths: choices.recurring ? choices.interval : null,
          notes: choices.notes.trim() || null,
          textMe: choices.textMe,
          addOns: choices.addOns,
          shownCents: choices.shownCents,
          idempotencyKey,
          quoteToken: terms?.quoteToken ?? null,
          seriesId: terms?.seriesId ?? null,
          dueToken: terms?.dueToken ?? null,
        },
      );
      if (!body.ok && body.code === "slot-full") {
        input.onSlotTaken();
        toast.error("That time was just taken", { description: body.error });
        return;
      }
      if (!body.ok && body.code === "price-changed") {
        // The price book changed while the page was open: the sentence names the new price, and
        // the page's lines are fetched again, so sending the form again books at what it shows.
        input.onRefused(body);
        toast.error("The price changed", { description: body.error });
        router.refresh();
        return;
      }
      if (!body.ok) {
        // Invalid input, the account's limits (verify email, one a day, four upcoming), too many
        // requests, no connection: the message says what to do, focus goes to the field it names.
        input.onRefused(body);
        toast.error("Booking not sent", { description: body.error });
        return;
      }
      // A deposit or a card first (decision 0045): Stripe's page; the booking is made once it is paid.
      if (body.checkout) {
        window.location.assign(body.checkout.url);
        return;
      }
      if (!body.booking) return;
      input.onBooked();
      // No toast: the dashboard opens on the new visit ("Your visit: Requested", what happens
      // next), and a toast there covered the booking it announced.
      sessionStorage.removeItem(QUOTE_CONTACT_KEY);
      // The page's top, not the first element under the sticky header: "Your visit: Requested"
      // must be the first thing read.
      router.push(`/customer-dashboard?booked=${encodeURIComponent(body.booking.id)}`, { scroll: false });
      window.scrollTo({ top: 0 });
      router.refresh();
    } finally {
      setSaving(false);
    }
  }

  return { hasAccount, saving, submit };
}
