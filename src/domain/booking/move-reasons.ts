import { z } from "@/domain/validation/zod";

/**
 * Why a booking moved, from a short list so the owner's insights can count them (a free-text
 * reason would split one cause into many spellings). Optional: a move without one counts as
 * "No reason given".
 */
export const MOVE_REASONS = [
  { id: "customer-conflict", label: "Something came up for the customer", customer: true },
  { id: "sooner", label: "A sooner time suited better", customer: true },
  { id: "access", label: "Access, parking or weather", customer: true },
  { id: "crew", label: "The crew could not make it", customer: false },
  { id: "other", label: "Another reason", customer: true },
] as const;

export type MoveReason = (typeof MOVE_REASONS)[number]["id"];
const IDS = MOVE_REASONS.map((r) => r.id) as [MoveReason, ...MoveReason[]];

/** The reasons a customer can give for their own move (the crew's is the owner's to give). */
export const CUSTOMER_MOVE_REASONS = MOVE_REASONS.filter((r) => r.customer);

const CUSTOMER_IDS = CUSTOMER_MOVE_REASONS.map((r) => r.id) as [MoveReason, ...MoveReason[]];
const NOT_LISTED = { message: "Please choose a reason from the list." };

/** The owner's reasons (every one). */
export const moveReasonSchema = z.enum(IDS, NOT_LISTED);
/** The customer's: a customer cannot say the crew failed. */
export const customerMoveReasonSchema = z.enum(CUSTOMER_IDS, NOT_LISTED);

/** The label of a stored reason; null (none given) and unknown ids read as such. */
export function moveReasonLabel(id: string | null): string {
  if (!id) return "No reason given";
  return MOVE_REASONS.find((r) => r.id === id)?.label ?? "Another reason";
}
