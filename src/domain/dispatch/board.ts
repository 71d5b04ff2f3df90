// The dispatch board's data: what src/server/dispatch/week-board.ts reads and the browser draws.
export interface BoardJob {
  id: string;
  date: string;
  time: string;
  durationMinutes: number;
  service: string;
  customerName: string;
  status: string;
  crewId: string | null;
  crewName: string | null;
  movable: boolean;
}

export interface BoardCrew {
  id: string;
  name: string;
  weekdays: string;
}

/** Where a card goes: a crew, a day and a start. */
export interface BoardTarget {
  crewId: string;
  date: string;
  time: string;
}
