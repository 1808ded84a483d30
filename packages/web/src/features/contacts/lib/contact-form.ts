import { contactInputSchema } from '@crm/core/contacts/schema';
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

export const emptyContactValues: ContactFormValues = {
  firstName: '',
  infix: '',
  lastName: '',
  jobTitle: '',
  email: '',
  phone: '',
  mobile: '',
  primary: false,
  notes: '',
};

export function contactValuesOf(contact: ContactRecord): ContactFormValues {
  return {
    firstName: contact.firstName,
    infix: contact.infix ?? '',
    lastName: contact.lastName,
    jobTitle: contact.jobTitle ?? '',
    email: contact.email ?? '',
    phone: contact.phone ?? '',
    mobile: contact.mobile ?? '',
    primary: contact.primary,
    notes: contact.notes ?? '',
  };
}

export const contactResolver = schemaResolver(contactInputSchema, (values: ContactFormValues) => values);
