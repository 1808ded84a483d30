import { financialLabels as labels } from '@crm/core/relations/financial';
import { useWatch } from 'react-hook-form';
import {
  FormAmountField,
  FormSwitchField,
  FormTextareaField,
  FormDateField,
  FormTextField,
} from '../../../components/form/bound-fields';
import { FormSection, span } from '../../../components/form/form-section';
import type { FinancialFormValues as Values } from '../lib/financial-values';

/** The fields of the financial record of a customer or supplier. */
export function FinancialFields() {
  const directDebit = useWatch<Values, 'directDebit'>({ name: 'directDebit' });
  return (
    <>
      <FormSection title="Bankgegevens">
        <FormTextField<Values> name="iban" label={labels.iban} autoComplete="off" className={span.half} />
        <FormTextField<Values> name="bic" label={labels.bic} autoComplete="off" className={span.half} />
        <FormTextField<Values> name="accountHolder" label={labels.accountHolder} className={span.full} />
      </FormSection>
      <FormSection title="Facturatie">
        <FormTextField<Values>
          name="invoiceEmail"
          label={labels.invoiceEmail}
          type="email"
          className={span.half}
        />
        <FormTextField<Values>
          name="paymentTermDays"
          label={labels.paymentTermDays}
          inputMode="numeric"
          isRequired
          className={span.third}
        />
        <FormTextareaField<Values>
          name="invoiceAddress"
          label={labels.invoiceAddress}
          hint="Alleen invullen als dit afwijkt van het bedrijfsadres."
          rows={3}
          className={span.full}
        />
        <FormAmountField<Values>
          name="creditLimit"
          label={`${labels.creditLimit} (€)`}
          className={span.third}
        />
        <FormSwitchField<Values> name="vatLiable" label={labels.vatLiable} className="sm:col-span-6" />
      </FormSection>
      <FormSection title="Incasso">
        <FormSwitchField<Values>
          name="directDebit"
          label={labels.directDebit}
          hint="Er is een machtiging om automatisch af te schrijven."
          className={span.full}
        />
        {directDebit && (
          <>
            <FormTextField<Values>
              name="directDebitReference"
              label={labels.directDebitReference}
              className={span.half}
            />
            <FormDateField<Values>
              name="directDebitDate"
              label={labels.directDebitDate}
              className={span.third}
            />
          </>
        )}
      </FormSection>
    </>
  );
}
