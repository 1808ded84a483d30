import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../api/get-user-history';
import { describeHistoryEntry, formatHistoryValue } from './format-history';

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  sk: 'history#01J',
  at: '2026-11-22T13:05:00.000Z',
  actorId: '01A',
  actorName: 'Bea Beheerder',
  action: 'update',
  changes: [],
  ...overrides,
});

describe('user history in words', () => {
  it('says who changed which field from what to what, and when', () => {
    expect(
      describeHistoryEntry(
        entry({
          changes: [
            { field: 'active', from: true, to: false },
            { field: 'role', from: 'medewerker', to: 'alleen_lezen' },
            { field: 'sessionGeneration', from: 1, to: 2 },
            { field: 'gsi1sk', from: 'a', to: 'b' },
          ],
        }),
      ),
    ).toEqual({
      key: 'history#01J',
      when: '22-11-2026 14:05',
      who: 'Bea Beheerder',
      what: 'Gewijzigd',
      lines: [
        { kind: 'change', label: 'Actief', from: 'Ja', to: 'Nee' },
        { kind: 'change', label: 'Rol', from: 'Medewerker', to: 'Alleen lezen' },
      ],
    });
  });

  it('shows a password change without its (redacted) values', () => {
    const item = describeHistoryEntry(
      entry({
        action: 'password-set',
        actorName: 'Mo Medewerker',
        changes: [{ field: 'passwordHash', from: '••••', to: '••••' }],
      }),
    );
    expect(item.what).toBe('Wachtwoord ingesteld via uitnodiging');
    expect(item.lines).toEqual([{ kind: 'note', text: 'Wachtwoord gewijzigd' }]);
  });

  it('lists the first values of a new user, not its missing password', () => {
    const item = describeHistoryEntry(
      entry({
        action: 'create',
        changes: [
          { field: 'email', from: null, to: 'mo@example.nl' },
          { field: 'name', from: null, to: 'Mo' },
          { field: 'passwordHash', from: '••••', to: '••••' },
          { field: 'type', from: null, to: 'user' },
        ],
      }),
    );
    expect(item.what).toBe('Aangemaakt');
    expect(item.lines).toEqual([
      { kind: 'change', label: 'E-mailadres', from: '(leeg)', to: 'mo@example.nl' },
      { kind: 'change', label: 'Naam', from: '(leeg)', to: 'Mo' },
    ]);
  });

  it('names the other actions and keeps what it does not know readable', () => {
    expect(describeHistoryEntry(entry({ action: 'logout-everywhere' })).what).toBe('Overal uitgelogd');
    expect(describeHistoryEntry(entry({ action: 'password-reset' })).what).toMatch(/^Wachtwoord opnieuw/);
    expect(describeHistoryEntry(entry({ action: 'merge' })).what).toBe('merge');
    expect(
      describeHistoryEntry(entry({ changes: [{ field: 'phone', from: '', to: '0612345678' }] })).lines,
    ).toEqual([{ kind: 'change', label: 'phone', from: '(leeg)', to: '0612345678' }]);
  });

  it('formats values', () => {
    expect(formatHistoryValue('role', 'beheerder')).toBe('Beheerder');
    expect(formatHistoryValue('role', 'onbekend')).toBe('onbekend');
    expect(formatHistoryValue('active', false)).toBe('Nee');
    expect(formatHistoryValue('tags', ['a'])).toBe('["a"]');
  });
});
