import { describe, expect, it } from 'vitest';
import type { RecentChange } from '../api/get-dashboard';
import { changeHref, describeChange, timeAgo } from './describe-change';

const change = (extra: Partial<RecentChange>): RecentChange => ({
  kind: 'customer',
  recordId: '01ABC',
  label: 'Bakkerij de Zon',
  action: 'update',
  subjectType: 'customer',
  at: '2026-11-22T10:00:00.000Z',
  actorName: 'Bea Beheerder',
  ...extra,
});

describe('recent changes', () => {
  it('describes what changed, by whom', () => {
    expect(describeChange(change({}))).toEqual({
      label: 'Bakkerij de Zon',
      what: 'Klant · Gewijzigd door Bea Beheerder',
    });
    expect(describeChange(change({ subjectType: 'contact', action: 'create', label: 'Jan Jansen' }))).toEqual(
      {
        label: 'Jan Jansen',
        what: 'Contactpersoon bij klant · Aangemaakt door Bea Beheerder',
      },
    );
    expect(describeChange(change({ subjectType: 'financial', action: 'financial' })).what).toBe(
      'Financiële gegevens van klant · Gewijzigd door Bea Beheerder',
    );
    expect(describeChange(change({ kind: 'lead', action: 'convert', label: null }))).toEqual({
      label: '(lead zonder naam)',
      what: 'Lead · Omgezet naar klant door Bea Beheerder',
    });
  });

  it('names the condition, review or file a contract’s change is about, in Dutch', () => {
    const onContract = (extra: Partial<RecentChange>) =>
      describeChange(change({ kind: 'contract', ...extra }));
    expect(
      onContract({ subjectType: 'contract_condition', action: 'review-decision', label: 'Betaaltermijn' }),
    ).toEqual({
      label: 'Betaaltermijn',
      what: 'Voorwaarde bij contract · Beoordeeld door de wederpartij door Bea Beheerder',
    });
    expect(onContract({ subjectType: 'contract_condition_review', action: 'send-review' }).what).toBe(
      'Beoordeling bij contract · Voorwaarden ter beoordeling verstuurd door Bea Beheerder',
    );
    expect(onContract({ subjectType: 'contract', action: 'renewal' }).what).toBe(
      'Contract · Verlengd door Bea Beheerder',
    );
    expect(onContract({ subjectType: 'file', action: 'create', label: 'offerte.pdf' }).what).toBe(
      'Bestand bij contract · Bestand toegevoegd door Bea Beheerder',
    );
  });

  it('links to the record unless it was deleted', () => {
    expect(changeHref(change({}))).toBe('/customers/01ABC');
    expect(changeHref(change({ kind: 'lead' }))).toBe('/leads/01ABC');
    expect(changeHref(change({ action: 'delete' }))).toBeNull();
    // A todo has no page: the link opens the list with its dialog.
    expect(changeHref(change({ kind: 'todo', subjectType: 'todo' }))).toBe('/todos?todo=01ABC');
    expect(changeHref(change({ kind: 'todo', subjectType: 'todo', action: 'delete' }))).toBeNull();
    // A deleted contact person's parent still exists.
    expect(changeHref(change({ action: 'delete', subjectType: 'contact' }))).toBe('/customers/01ABC');
  });

  it('says how long ago in Dutch', () => {
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    expect(timeAgo('2026-11-22T11:59:50.000Z', now)).toBe('zojuist');
    expect(timeAgo('2026-11-22T11:55:00.000Z', now)).toBe('5 minuten geleden');
    expect(timeAgo('2026-11-22T09:00:00.000Z', now)).toBe('3 uur geleden');
    expect(timeAgo('2026-11-21T12:00:00.000Z', now)).toBe('gisteren');
  });
});
