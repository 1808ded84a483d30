/** The menu counts overdue todos up to this many (the API's cap); more shows as `99+`. */
const MAX_SHOWN = 99;

const todos = (count: number) => (count === 1 ? 'todo' : "todo's");

/** `1 todo`, `12 todo's`. */
export function todoCountText(count: number): string {
  return `${count.toLocaleString('nl-NL')} ${todos(count)}`;
}

export type SummaryBadge = {
  /** What the badge shows: the open count, `99+` beyond that. */
  text: string;
  /** What a screen reader hears: `3 open todo's, 1 verlopen`. */
  label: string;
  /** Any of them overdue: the badge turns red. */
  urgent: boolean;
};

/** The badge beside Todos in the main menu; null when nothing is open. */
export function summaryBadge(summary: { open: number; overdue: number }): SummaryBadge | null {
  if (summary.open <= 0) return null;
  const shown = (count: number) => (count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count));
  const open = `${summary.open.toLocaleString('nl-NL')} open ${todos(summary.open)}`;
  return {
    text: shown(summary.open),
    label: summary.overdue > 0 ? `${open}, ${shown(summary.overdue)} verlopen` : open,
    urgent: summary.overdue > 0,
  };
}
