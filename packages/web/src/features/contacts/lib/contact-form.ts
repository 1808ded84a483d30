import { editableFields } from '@crm/core/catalogue/field';
import { contactCatalogue, contactInputSchema } from '@crm/core/contacts/schema';
import { formValuesOf, newFormValues } from '../../../components/fields/field-values';
import { schemaResolver } from '../../../lib/schema-resolver';
import type { ContactRecord } from '../../relations/api/records';

export type ContactFormValues = {
  firstName: string;
  infix: string;
  lastName: string;
  jobTitle: string;
  email: string;
  phone: string;
  mobile: string;
  primary: boolean;
  notes: string;
};

const names = editableFields(contactCatalogue) as (keyof ContactFormValues)[];

export const emptyContactValues = newFormValues(contactCatalogue, names) as ContactFormValues;

export function contactValuesOf(contact: ContactRecord): ContactFormValues {
  return formValuesOf(contactCatalogue, names, contact) as ContactFormValues;
}

export const contactResolver = schemaResolver(contactInputSchema, (values: ContactFormValues) => values);
