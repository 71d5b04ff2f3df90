import "server-only";

/**
 * What a customer merge does with each column that names an account (every foreign key to
 * "user" in schema.ts; merge-columns.test.ts fails on one missing here, so a new table that holds
 * an account's id is decided on before it can be left behind by a merge):
 * - move: the duplicate's rows are the kept account's from now on (its visits, money, reviews,
 *   notes, and what the person did while signed in as it, such as a cancellation's "changed by");
 * - delete: the duplicate's sign-in (its password and sessions) ends;
 * - profile: the kept profile stays, its blanks filled from the duplicate's (resolveMerge); the
 *   duplicate's row stays with it as it was;
 * - latest: one row per account; the later of the two ends on the kept account, the other goes;
 * - union: one row per account that means "asked not to": kept if either had it;
 * - record: the merge record's own "from", which names the duplicate on purpose.
 */
export const USER_COLUMNS = {
  "account.user_id": "delete",
  "session.user_id": "delete",
  "profiles.user_id": "profile",
  "sms_consents.user_id": "latest",
  "sms_number_proofs.user_id": "latest",
  "review_opt_outs.user_id": "union",
  "due_opt_outs.user_id": "union",
  "customer_merges.from_user_id": "record",
  "area_changes.changed_by": "move",
  "area_crews.updated_by": "move",
  "booking_moves.changed_by": "move",
  "booking_office_lines.created_by": "move",
  "booking_status_changes.changed_by": "move",
  "bookings.user_id": "move",
  "bookings.booked_by": "move",
  "bookings.on_my_way_by": "move",
  "business_facts.updated_by": "move",
  "business_identity.updated_by": "move",
  "business_brand.updated_by": "move",
  "price_versions.created_by": "move",
  "checkout_sessions.created_by": "move",
  "credit_notes.issued_by": "move",
  // A customer is never in a crew (only customers are merged), so this moves nothing; said for completeness.
  "crew_members.user_id": "move",
  "customer_invites.customer_id": "move",
  "customer_invites.sent_by": "move",
  // An account merged into the duplicate earlier now points at the kept one (no chains to follow).
  "customer_merges.into_user_id": "move",
  "customer_merges.merged_by": "move",
  "customer_notes.customer_id": "move",
  "customer_notes.written_by": "move",
  "quotes.customer_id": "move",
  "quotes.created_by": "move",
  "duplicate_dismissals.dismissed_by": "move",
  "drive_settings.updated_by": "move",
  "due_messages.user_id": "move",
  "due_settings.updated_by": "move",
  "holiday_overrides.updated_by": "move",
  "integration_settings.updated_by": "move",
  "invoices.user_id": "move",
  "memberships.customer_id": "move",
  "memberships.enrolled_by": "move",
  "memberships.changed_by": "move",
  "membership_charges.changed_by": "move",
  "booking_money_terms.changed_by": "move",
  "booking_checkouts.user_id": "move",
  "booking_checkouts.refunded_by": "move",
  "no_show_fees.charged_by": "move",
  "service_plans.created_by": "move",
  "invoices.reminders_stopped_by": "move",
  "payment_settings.updated_by": "move",
  "payments.recorded_by": "move",
  "payments.voided_by": "move",
  "price_list_items.created_by": "move",
  "published_photos.checked_by": "move",
  "recurring_schedules.user_id": "move",
  "refunds.requested_by": "move",
  "review_moderation.by": "move",
  "review_requests.user_id": "move",
  "reviews.user_id": "move",
  "schedule_closures.created_by": "move",
  "settings_changes.changed_by": "move",
  "sms_code_sends.user_id": "move",
  "visit_extras.added_by": "move",
  "visit_photos.uploaded_by": "move",
  "visit_reports.written_by": "move",
} as const satisfies Record<string, "move" | "delete" | "profile" | "latest" | "union" | "record">;

export type UserColumn = keyof typeof USER_COLUMNS;

/** The columns a merge moves as they are, as [table, column] pairs. */
export const MOVED_COLUMNS = (Object.keys(USER_COLUMNS) as UserColumn[])
  .filter((key) => USER_COLUMNS[key] === "move")
  .map((key) => key.split(".") as [string, string]);

/** A table or column name from the list above, quoted for SQL (the names are ours, never input). */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
