import { contractCatalogue } from '@crm/core/contracts/schema';
import { contractTypeCatalogue } from '@crm/core/contract-types/schema';
import { leadCatalogue } from '@crm/core/leads/schema';
import { financialCatalogue } from '@crm/core/relations/financial';
import { organisationCatalogue } from '@crm/core/catalogue/organisation';
import { todoCatalogue } from '@crm/core/todos/catalogue';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogueFacts, displayValue, FieldDisplay } from './field-display';

const text = (node: unknown) => (typeof node === 'string' ? node.replace(/\u00a0/g, ' ') : node);

describe('a field shown by its type', () => {
  it('shows amounts in euros, dates as dd-mm-jjjj and moments in Dutch time', () => {
    expect(text(displayValue(leadCatalogue.expectedValue, 1234.5))).toBe('€ 1.234,50');
    expect(displayValue(leadCatalogue.followUpDate, '2026-12-01')).toBe('01-12-2026');
    expect(displayValue(todoCatalogue.doneAt, '2026-11-22T13:05:00.000Z')).toBe('22-11-2026 14:05');
  });

  it('shows an enum by its Dutch label, a user by name, a country in Dutch and an IBAN in groups', () => {
    expect(displayValue(leadCatalogue.status, 'offerte_verstuurd')).toBe('Offerte verstuurd');
    expect(displayValue(leadCatalogue.ownerId, 'u1', { userName: () => 'Anna' })).toBe('Anna');
    expect(displayValue(organisationCatalogue.country, 'BE')).toBe('België');
    expect(displayValue(financialCatalogue.iban, 'NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });

  it('shows numbers, yes or no, and a list by its parts', () => {
    expect(displayValue(contractCatalogue.firstTermMonths, 3)).toBe('3 maanden');
    expect(displayValue(contractCatalogue.firstTermMonths, 1)).toBe('1 maand');
    expect(displayValue(contractCatalogue.decisionWeeks, 1)).toBe('1 week');
    // The Opzegtermijn's unit is a field of its own (formatNoticeTerm): its label names none.
    expect(displayValue(contractCatalogue.noticePeriod, 3)).toBe('3');
    expect(displayValue(financialCatalogue.paymentTermDays, 30)).toBe('30 dagen');
    expect(displayValue(contractCatalogue.agreedRenewals, 2)).toBe('2');
    expect(displayValue(financialCatalogue.vatLiable, false)).toBe('Nee');
    expect(
      displayValue(contractTypeCatalogue.conditions, [
        { id: '1', title: 'Levering', text: '…' },
        { id: '2', title: 'Betaling', text: '…' },
      ]),
    ).toBe('Levering\nBetaling');
  });

  it('shows nothing for an empty value, and the component a dash a screen reader can name', () => {
    expect(displayValue(leadCatalogue.expectedValue, null)).toBeNull();
    expect(renderToStaticMarkup(<FieldDisplay field={leadCatalogue.lostReason} value="" />)).toContain(
      'aria-label="Niet ingevuld"',
    );
    expect(renderToStaticMarkup(<FieldDisplay field={leadCatalogue.source} value="beurs" />)).toContain(
      'Beurs',
    );
  });

  it('labels facts with the catalogue', () => {
    expect(catalogueFacts(contractCatalogue, ['firstTermMonths'], { firstTermMonths: 36 })).toEqual([
      { label: 'Looptijd (maanden)', value: '36 maanden' },
    ]);
  });
});
