import { PhotoPublish } from "@/components/admin/photo-publish";
import { ReviewModeration } from "@/components/admin/review-moderation";
import { site } from "@/content/site";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { HIDE_REASONS, type HideReason } from "@/domain/reviews/hide-reasons";
import { reviewerLine, reviewSummary } from "@/domain/reviews/reviews";
import { formatLocalDateTimeShort } from "@/domain/time/local-time";
import { requireAdminPage } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { listReviewsForOwner } from "@/server/reviews/moderate-review";
import { photosForOwner } from "@/server/reviews/work-photos";

const stamp = (d: Date) => formatLocalDateTimeShort(d, site.timeZone);
const ACTION = { reply: "Replied", hide: "Hidden", show: "Shown again" } as const;

/** Every review customers left, hidden ones too, with the moderation log (who, when, why). */
export default async function AdminReviews() {
  await requireAdminPage("/admin/reviews");
  const db = await getDb();
  const rows = await listReviewsForOwner(db);
  const photos = await photosForOwner(
    db,
    rows.filter((r) => r.review.photoConsent).map((r) => r.review.bookingId),
  );
  const published = rows.filter((r) => r.review.status === "published");
  const summary = reviewSummary(published.map((r) => r.review.rating));
  return (
    <>
      <h1 className="font-bold text-3xl">Reviews</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Every customer is asked after a finished visit. Reviews are published at once. You may reply in public, and hide
        a review only for one of the policy reasons; a low rating is never one. The site shows the average of the
        published ones: {summary.count === 0 ? "none yet" : `${summary.average?.toFixed(1)} from ${summary.count}`}.
      </p>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">No reviews yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {rows.map(({ review: r, customer, email, reference, log }) => (
            <li key={r.id} className="rounded-xl border border-slate-200 p-4" data-testid="admin-review">
              <p className="font-semibold">
                {r.rating} of 5 · {reviewerLine(r)} ·{" "}
                {isServiceType(r.serviceType) ? SERVICE_TYPE_LABELS[r.serviceType] : r.serviceType} · {reference}
                {r.status === "hidden" && (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 text-sm">
                    Hidden: {HIDE_REASONS[r.hiddenReason as HideReason] ?? r.hiddenReason}
                  </span>
                )}
              </p>
              <p className="text-slate-600 text-sm">
                {customer} &lt;{email}&gt; · written {stamp(r.createdAt)}
                {r.updatedAt.getTime() !== r.createdAt.getTime() && ` · changed ${stamp(r.updatedAt)}`}
              </p>
              {r.body && <p className="mt-2 whitespace-pre-line break-words">{r.body}</p>}
              <ReviewModeration reviewId={r.id} reply={r.reply} hidden={r.status === "hidden"} />
              {r.photoConsent && (
                <div className="mt-3">
                  <p className="font-medium text-sm">
                    The customer agreed to publish this visit&apos;s photos (city and service only). Check each before
                    publishing it.
                  </p>
                  {photos.some((p) => p.photo.bookingId === r.bookingId) ? (
                    <ul className="mt-2 flex flex-wrap gap-3">
                      {photos
                        .filter((p) => p.photo.bookingId === r.bookingId)
                        .map((p) => (
                          <PhotoPublish
                            key={p.photo.id}
                            bookingId={r.bookingId}
                            photoId={p.photo.id}
                            kind={p.photo.kind}
                            published={p.publishedAt !== null}
                          />
                        ))}
                    </ul>
                  ) : (
                    <p className="text-slate-600 text-sm">The visit report has no photos.</p>
                  )}
                </div>
              )}
              {log.length > 0 && (
                <ul className="mt-3 text-slate-600 text-xs" aria-label="Moderation log">
                  {log.map(({ step, by }) => (
                    <li key={step.id}>
                      {ACTION[step.action as keyof typeof ACTION] ?? step.action}
                      {step.reason ? ` (${HIDE_REASONS[step.reason as HideReason] ?? step.reason})` : ""} by{" "}
                      {by ?? "a former owner account"}, {stamp(step.at)}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
