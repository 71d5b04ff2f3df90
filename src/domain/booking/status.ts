import type { BookingStatus } from "./partition";

/** The owner's workflow: pending -> confirmed -> in_progress -> completed, or cancelled on the way. */
const NEXT: Record<BookingStatus, BookingStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["in_progress", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export function nextStatuses(status: string): BookingStatus[] {
  return NEXT[status as BookingStatus] ?? [];
}

export function canMove(from: string, to: string): boolean {
  return nextStatuses(from).includes(to as BookingStatus);
}
