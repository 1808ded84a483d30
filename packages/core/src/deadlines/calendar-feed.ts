/**
 * The iCalendar writer of the private calendar feed (RFC 5545, decision 024): pure, so every
 * rule of the format is tested without a server. All events are all-day events on a date.
 */
export interface CalendarEvent {
  /** Stable and unique across feeds: a client updates the event it has instead of adding one. */
  uid: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  description?: string;
  url?: string;
  /** Raised whenever the event's date moves (SEQUENCE). */
  sequence?: number;
}

export interface CalendarFeed {
  name: string;
  events: readonly CalendarEvent[];
  /** The feed's moment of writing (DTSTAMP). */
  now: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT values: backslash, semicolon, comma and line breaks are escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded after at most 75 octets, each continuation starting with a space
 * (RFC 5545 3.1). It folds between characters, never inside one's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // The leading space of a continuation line counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function basicDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return date.replace(/-/g, '');
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function stamp(now: Date): string {
  return `${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function eventLines(event: CalendarEvent, dtstamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
    // DTEND is exclusive: an all-day event of one day ends the next day.
    `DTEND;VALUE=DATE:${basicDate(nextDay(event.date))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    // A URI value is not TEXT: it is written as it is.
    ...(event.url ? [`URL:${event.url}`] : []),
    // A deadline does not make the day busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

export function writeCalendar(feed: CalendarFeed): string {
  const dtstamp = stamp(feed.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Relatiebeheer//Termijnen//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    'X-WR-TIMEZONE:Europe/Amsterdam',
    ...feed.events.flatMap((event) => eventLines(event, dtstamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
