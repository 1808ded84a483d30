import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './calendar-feed.ts';

const now = new Date('2027-08-01T06:30:15.123Z');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into parts of at most 75 octets, continuations starting with a space', () => {
    const folded = foldLine(`SUMMARY:${'a'.repeat(200)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(
      `SUMMARY:${'a'.repeat(200)}`,
    );
  });

  it('never splits a character’s UTF-8 bytes', () => {
    const line = `SUMMARY:${'vóór €'.repeat(30)}`;
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      // A split character would decode to U+FFFD.
      expect(Buffer.from(part, 'utf8').toString('utf8')).not.toContain('\uFFFD');
    }
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('writeCalendar', () => {
  const text = writeCalendar({
    name: 'Termijnen (Relatiebeheer)',
    now,
    events: [
      {
        uid: 'contract-01J-decide@relatiebeheer',
        date: '2027-09-02',
        summary: 'Besluit over verlenging van C000123',
        description: 'Huur, kopieerapparaat; 3 jaar\nzie contract',
        url: 'https://crm.example.nl/contracts/01J',
        sequence: 3,
      },
      {
        uid: 'contract-01J-notice@relatiebeheer',
        date: '2027-12-31',
        summary: 'Opzeggen vóór: C000123 Huur',
      },
    ],
  });

  it('ends every line with CRLF and has no bare line feed', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is a calendar with its version, product and name', () => {
    const lines = text.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('PRODID:-//Relatiebeheer//Termijnen//NL');
    expect(lines).toContain('X-WR-CALNAME:Termijnen (Relatiebeheer)');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('carries no METHOD: its events have no ORGANIZER, and a METHOD would need one (RFC 5546)', () => {
    const lines = text.split('\r\n');
    expect(lines.filter((line) => line.startsWith('METHOD'))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('ORGANIZER'))).toEqual([]);
  });

  it('writes each event’s SEQUENCE, 0 when the source gives none, so a moved date replaces the old', () => {
    const events = text.split('BEGIN:VEVENT\r\n').slice(1);
    expect(events.map((event) => event.split('\r\n').filter((l) => l.startsWith('SEQUENCE')))).toEqual([
      ['SEQUENCE:3'],
      ['SEQUENCE:0'],
    ]);
  });

  it('writes each event as an all-day event with UID, DTSTAMP, escaped text and a one-day span', () => {
    const events = text.split('BEGIN:VEVENT\r\n').slice(1);
    expect(events).toHaveLength(2);
    const first = events[0]?.split('\r\n') ?? [];
    expect(first).toEqual(
      expect.arrayContaining([
        'UID:contract-01J-decide@relatiebeheer',
        'DTSTAMP:20270801T063015Z',
        'SEQUENCE:3',
        'DTSTART;VALUE=DATE:20270902',
        'DTEND;VALUE=DATE:20270903',
        'SUMMARY:Besluit over verlenging van C000123',
        'DESCRIPTION:Huur\\, kopieerapparaat\\; 3 jaar\\nzie contract',
        'URL:https://crm.example.nl/contracts/01J',
        'END:VEVENT',
      ]),
    );
    // The last day of a year ends on the first day of the next.
    expect(events[1]).toContain('DTSTART;VALUE=DATE:20271231\r\nDTEND;VALUE=DATE:20280101\r\n');
    expect(events[1]).toContain('SUMMARY:Opzeggen vóór: C000123 Huur');
  });

  it('refuses a date that is not a calendar date', () => {
    expect(() =>
      writeCalendar({ name: 'x', now, events: [{ uid: 'u', date: '02-09-2027', summary: 's' }] }),
    ).toThrow(RangeError);
  });

  it('refuses a sequence that is not a whole number of at least 0', () => {
    for (const sequence of [-1, 1.5, Number.NaN]) {
      expect(() =>
        writeCalendar({ name: 'x', now, events: [{ uid: 'u', date: '2027-09-02', summary: 's', sequence }] }),
      ).toThrow(RangeError);
    }
  });
});
