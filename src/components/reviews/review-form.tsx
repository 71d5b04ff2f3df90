"use client";

import { useId, useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { usePostAction } from "@/components/ui/post-action";
import { Textarea } from "@/components/ui/textarea";
import { REVIEW_RULES } from "@/domain/reviews/reviews";

const WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"] as const;

/**
 * The review: stars, a few words, and whether the first name and city are shown. What the person
 * wrote stays on the page whatever the answer; the thanks are the same for every rating.
 */
export function ReviewForm({
  token,
  firstName,
  city,
  initial,
  editUntil,
}: {
  token: string;
  firstName: string;
  city: string | null;
  initial: { rating: number; text: string; showName: boolean; photoConsent: boolean } | null;
  /** Set when a review was sent already: it may be changed until then. */
  editUntil: string | null;
}) {
  const id = useId();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [text, setText] = useState(initial?.text ?? "");
  const [showName, setShowName] = useState(initial?.showName ?? false);
  const [photoConsent, setPhotoConsent] = useState(initial?.photoConsent ?? false);
  // The server's sentence about the text is shown at the text (what was typed stays), any other
  // refusal under the form.
  const action = usePostAction((res) => (res.fieldErrors?.text?.[0] ? "" : res.error));
  const { busy, error, setError } = action;
  const textError = action.fieldError("text") ?? "";
  const [sent, setSent] = useState<{ edited: boolean; googleReviewUrl: string | null } | null>(null);

  async function send(e: React.FormEvent) {
    e.preventDefault();
    setError("");
    if (rating < 1) {
      setError("Choose from 1 to 5 stars.");
      document.getElementById(`${id}-star-1`)?.focus();
      return;
    }
    const res = await action.post<{ edited: boolean; googleReviewUrl: string | null }>(
      "/api/reviews",
      { token, rating, text, showName, photoConsent },
      {
        refresh: false,
        onRefused: (refused) => {
          if (refused.fieldErrors?.text?.[0]) document.getElementById(`${id}-text`)?.focus();
        },
      },
    );
    if (!res) return;
    setSent({ edited: res.edited, googleReviewUrl: res.googleReviewUrl });
  }

  if (sent)
    return (
      <section aria-labelledby={`${id}-thanks`} className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-5">
        <h2 id={`${id}-thanks`} className="font-semibold text-emerald-950 text-xl" tabIndex={-1}>
          {sent.edited ? "Your review is updated" : "Thank you: your review is published"}
        </h2>
        <p className="mt-2 text-slate-800">
          It appears on our pages within a few minutes. You can change it through the same link for{" "}
          {REVIEW_RULES.editDays} days.
        </p>
        {sent.googleReviewUrl && (
          <p className="mt-3 text-slate-800">
            If you like, you can also{" "}
            <a
              href={sent.googleReviewUrl}
              rel="noopener noreferrer"
              target="_blank"
              className="font-semibold text-brand-700 underline"
            >
              review us on Google
            </a>
            .
          </p>
        )}
        <Button type="button" variant="outline" className="mt-4" onClick={() => setSent(null)}>
          Change my review
        </Button>
      </section>
    );

  const place = city ? ` and city (${city})` : "";
  return (
    <form onSubmit={send} noValidate className="mt-6 space-y-6" aria-describedby={error ? `${id}-error` : undefined}>
      <fieldset>
        <legend className="font-semibold text-lg">How many stars?</legend>
        <div className="mt-2 flex gap-1" data-testid="stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                id={`${id}-star-${n}`}
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="peer sr-only"
              />
              <span className="sr-only">
                {n} {n === 1 ? "star" : "stars"}: {WORDS[n]}
              </span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className={`h-11 w-11 rounded-md p-1 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${
                  n <= rating ? "fill-amber-500 text-amber-600" : "fill-none text-slate-500"
                }`}
                stroke="currentColor"
                strokeWidth="1.5"
              >
                <path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z" />
              </svg>
            </label>
          ))}
        </div>
        <p className="mt-1 text-slate-700 text-sm" aria-live="polite">
          {rating ? `${rating} of 5: ${WORDS[rating]}` : "Not chosen yet"}
        </p>
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`} className="block font-semibold text-lg">
          What was good, or not? <span className="font-normal text-base text-slate-600">(optional)</span>
        </label>
        <Textarea
          id={`${id}-text`}
          rows={6}
          value={text}
          maxLength={REVIEW_RULES.textMax}
          aria-describedby={textError ? `${id}-text-error ${id}-count` : `${id}-count`}
          aria-invalid={textError ? true : undefined}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        {textError && (
          <p id={`${id}-text-error`} role="alert" className="mt-1 text-red-700 text-sm">
            {textError}
          </p>
        )}
        <p id={`${id}-count`} className="mt-1 text-slate-600 text-xs">
          {text.length.toLocaleString("en-US")} of {REVIEW_RULES.textMax.toLocaleString("en-US")} characters. Shown as
          you write it; links are not made clickable.
        </p>
      </div>
      <Checkbox checked={showName} onChange={setShowName} boxClassName="mt-0.5">
        <span>
          Show my first name ({firstName || "as on my account"}){place} with my review. Otherwise it is signed “A
          customer{city ? ` in ${city}` : ""}”.
        </span>
      </Checkbox>
      <Checkbox checked={photoConsent} onChange={setPhotoConsent} boxClassName="mt-0.5">
        <span>
          {/* Off by default: photos are published only with this consent and after the owner checks them. */}
          The business may publish this visit’s before and after photos, with the city and service only (never the
          address), after checking them for faces and personal details.
        </span>
      </Checkbox>
      <FormError id={`${id}-error`} error={error} />
      <Button type="submit" disabled={busy}>
        {busy ? "Sending…" : editUntil ? "Save my changes" : "Publish my review"}
      </Button>
      {editUntil && <p className="text-slate-600 text-sm">You can change your review until {editUntil}.</p>}
    </form>
  );
}
