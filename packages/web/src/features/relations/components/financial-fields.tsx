import { financialCatalogue } from '@crm/core/relations/financial';
import { useWatch } from 'react-hook-form';
import { FieldInput } from '../../../components/fields/field-input';
import { FormSection, span } from '../../../components/form/form-section';
import type { FinancialFormValues as Values } from '../lib/financial-values';

const fields = financialCatalogue;

/** The fields of the financial record of a customer or supplier. */
export function FinancialFields() {
  const directDebit = useWatch<Values, 'directDebit'>({ name: 'directDebit' });
  return (
    <>
      <FormSection title="Bankgegevens">
        <FieldInput<Values> catalogue={fields} name="iban" className={span.half} />
        <FieldInput<Values> catalogue={fields} name="bic" autoComplete="off" className={span.half} />
        <FieldInput<Values> catalogue={fields} name="accountHolder" className={span.full} />
      </FormSection>
      <FormSection title="Facturatie">
        <FieldInput<Values> catalogue={fields} name="invoiceEmail" type="email" className={span.half} />
        <FieldInput<Values> catalogue={fields} name="paymentTermDays" isRequired className={span.third} />
        <FieldInput<Values>
          catalogue={fields}
          name="invoiceAddress"
          hint="Alleen invullen als dit afwijkt van het bedrijfsadres."
          rows={3}
          className={span.full}
        />
        <FieldInput<Values> catalogue={fields} name="creditLimit" className={span.third} />
        <FieldInput<Values> catalogue={fields} name="vatLiable" className="sm:col-span-6" />
      </FormSection>
      <FormSection title="Incasso">
        <FieldInput<Values>
          catalogue={fields}
          name="directDebit"
          hint="Er is een machtiging om automatisch af te schrijven."
          className={span.full}
        />
        {directDebit && (
          <>
            <FieldInput<Values> catalogue={fields} name="directDebitReference" className={span.half} />
            <FieldInput<Values> catalogue={fields} name="directDebitDate" className={span.third} />
          </>
        )}
      </FormSection>
    </>
  );
}
