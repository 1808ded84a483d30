import { describe, expect, it } from 'vitest';
import { importTargets } from './fields.ts';
import { checkRow } from './rows.ts';

const targets = importTargets('lead', false);
const byName = new Map(targets.map((target) => [target.name, target]));
const columns = (...names: string[]) => names.map((name) => byName.get(name));
const users = new Map([['anna de vries', 'u1']]);

describe('checking a row with the catalogue’s rules', () => {
  it('reads Dutch dates, amounts, labels and names into what a form sends', () => {
    const check = checkRow(
      'lead',
      columns('companyName', 'followUpDate', 'expectedValue', 'status', 'ownerId', 'country', 'postcode'),
      ['  Café Noë ', '5-3-2027', '€ 1.234,56', 'gekwalificeerd', 'Anna de Vries', 'België', '1000'],
      users,
      'csv',
    );
    expect(check.errors).toEqual([]);
    expect(check.data).toMatchObject({
      companyName: 'Café Noë',
      followUpDate: '2027-03-05',
      expectedValue: 1234.56,
      status: 'gekwalificeerd',
      ownerId: 'u1',
      country: 'BE',
      postcode: '1000',
      source: 'overig',
    });
  });

  it('gives each refused value its Dutch reason with the field’s label', () => {
    const check = checkRow(
      'lead',
      columns('companyName', 'kvkNumber', 'followUpDate', 'expectedValue', 'email'),
      ['', '1234', '31-02-2027', 'veel', 'geen-adres'],
      users,
      'csv',
    );
    expect(check.data).toBeUndefined();
    expect(check.errors).toEqual([
      'Opvolgdatum: Vul een geldige datum in als dd-mm-jjjj.',
      'Verwachte waarde: Vul een bedrag in als 1.234,56 of 1234.56.',
      'Bedrijfsnaam: Vul de bedrijfsnaam in.',
      'KvK-nummer: Een KvK-nummer bestaat uit 8 cijfers.',
      'E-mailadres: Vul een geldig e-mailadres in.',
    ]);
    expect(
      checkRow('lead', columns('companyName', 'postcode'), ['Bakker', '12345'], users, 'csv').errors,
    ).toEqual(['Postcode: Vul een geldige postcode in, bijvoorbeeld 1234 AB.']);
  });

  it('leaves an unknown owner out with a warning, and normalises what the duplicate check looks for', () => {
    const check = checkRow(
      'lead',
      columns('companyName', 'ownerId', 'vatNumber', 'email'),
      ['Bakker', 'Piet Onbekend', 'nl 123456789 b01', 'Info@Bakker.NL'],
      users,
      'csv',
    );
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual(['Eigenaar: Er is geen gebruiker met de naam Piet Onbekend.']);
    expect(check.identity).toEqual({ vat: 'NL123456789B01', email: 'info@bakker.nl' });
  });

  it('reads a CSV export’s protected text back, and an .xlsx’s text as it is', () => {
    const cells = ['Bakker', '="0612345678"', "'=SOM(A1)"];
    const names = columns('companyName', 'phone', 'notes');
    expect(checkRow('lead', names, cells, users, 'csv').data).toMatchObject({
      phone: '0612345678',
      notes: '=SOM(A1)',
    });
    expect(checkRow('lead', names, cells, users, 'xlsx').errors).toEqual([
      'Telefoon: Vul een geldig telefoonnummer in.',
    ]);
  });
});
