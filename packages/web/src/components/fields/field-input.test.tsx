import { contractCatalogue } from '@crm/core/contracts/schema';
import { leadCatalogue } from '@crm/core/leads/schema';
import { financialCatalogue } from '@crm/core/relations/financial';
import { organisationCatalogue } from '@crm/core/catalogue/organisation';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FieldInput } from './field-input';

type Values = Record<string, string | boolean>;

function InForm({ values, children }: { values: Values; children: ReactNode }) {
  const form = useForm<Values>({ defaultValues: values });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const render = (values: Values, field: ReactNode) =>
  renderToStaticMarkup(<InForm values={values}>{field}</InForm>);

describe('a field input chosen by type', () => {
  it('labels a text field with the catalogue and marks it required when the catalogue says so', () => {
    const html = render(
      { companyName: '' },
      <FieldInput catalogue={organisationCatalogue} name="companyName" />,
    );
    expect(html).toContain('>Bedrijfsnaam</label>');
    expect(html).toContain('aria-required="true"');
    expect(html).toContain('<input');
  });

  it('asks a whole number with a numeric keyboard, and an amount in euros', () => {
    expect(
      render({ firstTermMonths: '3' }, <FieldInput catalogue={contractCatalogue} name="firstTermMonths" />),
    ).toMatch(/Looptijd \(maanden\)<\/label>.*inputMode="numeric"/s);
    const amount = render(
      { expectedValue: '' },
      <FieldInput catalogue={leadCatalogue} name="expectedValue" />,
    );
    expect(amount).toContain('Verwachte waarde (€)');
    expect(amount).toContain('inputMode="decimal"');
    // A label that already names the currency keeps it once.
    expect(render({ value: '' }, <FieldInput catalogue={contractCatalogue} name="value" />)).toContain(
      '>Waarde (€ per jaar)<',
    );
  });

  it("offers an enum's options in the catalogue's order, with an empty choice when asked", () => {
    const html = render(
      { source: '' },
      <FieldInput catalogue={leadCatalogue} name="source" withEmptyChoice isRequired />,
    );
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(
      (match) => match[2],
    );
    expect(options).toEqual(['Kies een bron', 'Website', 'Telefoon', 'Doorverwijzing', 'Beurs', 'Overig']);
  });

  it('offers the active colleagues and whoever the field holds, after "Geen" for an optional user', () => {
    const staff = [
      { id: 'u1', name: 'Anna', active: true },
      { id: 'u2', name: 'Bram', active: false },
    ];
    const html = render(
      { ownerId: 'u2' },
      <FieldInput catalogue={leadCatalogue} name="ownerId" staff={staff} />,
    );
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(
      (match) => match[2],
    );
    expect(options).toEqual(['Geen eigenaar', 'Anna', 'Bram (inactief)']);
  });

  it('shows a date as dd-mm-jjjj and a boolean as a switch', () => {
    expect(
      render({ followUpDate: '2026-12-01' }, <FieldInput catalogue={leadCatalogue} name="followUpDate" />),
    ).toContain('value="01-12-2026"');
    expect(
      render({ vatLiable: true }, <FieldInput catalogue={financialCatalogue} name="vatLiable" />),
    ).toContain('role="switch"');
  });
});
