import type { CalendarEvent } from './calendar-feed.ts';

/**
 * Where the private calendar feed's events come from (decision 024): each feature registers a
 * source that answers the events of one user (contracts: the decision date and Opzeggen vóór of
 * the user's contracts). The feed asks every source and lists the events by date.
 */
export type CalendarSource = (userId: string) => Promise<CalendarEvent[]>;

const sources = new Set<CalendarSource>();

/** A feature registers its source once, at the process's start (`wiring.ts`). */
export function registerCalendarSource(source: CalendarSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

export async function calendarEventsFor(userId: string): Promise<CalendarEvent[]> {
  const lists = await Promise.all([...sources].map((source) => source(userId)));
  return lists.flat().sort((a, b) => a.date.localeCompare(b.date) || a.uid.localeCompare(b.uid));
}
