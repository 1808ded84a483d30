/**
 * Dates as Dutch users write them: `22-11-2026` and `22-11-2026 14:05`, in Dutch time whatever the
 * computer's zone (the company works in the Netherlands). Built from parts, because
 * `Intl.DateTimeFormat('nl-NL')` puts a comma between date and time.
 */
const TIME_ZONE = 'Europe/Amsterdam';

const dateTimeFormat = new Intl.DateTimeFormat('nl-NL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

function partsOf(value: string | Date): Record<string, string> | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(dateTimeFormat.formatToParts(date).map((part) => [part.type, part.value]));
}

/** `22-11-2026`; an unreadable value is shown as it is. */
export function formatDate(value: string | Date): string {
  const parts = partsOf(value);
  return parts ? `${parts.day}-${parts.month}-${parts.year}` : String(value);
}

/** `22-11-2026 14:05`; an unreadable value is shown as it is. */
export function formatDateTime(value: string | Date): string {
  const parts = partsOf(value);
  return parts ? `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}` : String(value);
}
