import { catalogueFacts } from '../../../components/fields/field-display';
import type { Fact } from '../../../components/ui/fact-list';
import { formatDateTime } from '../../../lib/format-date';
import type { ContactRecord } from '../../relations/api/records';
import { contactCatalogue as fields } from '@crm/core/contacts/schema';

const linkClass = 'font-medium text-primary-700 hover:underline';

export function contactFacts(contact: ContactRecord): Fact[] {
  const phone = (number: string | undefined) =>
    number && (
      <a className={linkClass} href={`tel:${number.replace(/[^\d+]/g, '')}`}>
        {number}
      </a>
    );
  return [
    ...catalogueFacts(fields, ['jobTitle'], contact),
    {
      label: fields.email.label,
      value: contact.email && (
        <a className={linkClass} href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      ),
    },
    { label: fields.phone.label, value: phone(contact.phone) },
    { label: fields.mobile.label, value: phone(contact.mobile) },
    ...catalogueFacts(fields, ['primary', 'notes'], contact),
    { label: 'Laatst gewijzigd op', value: formatDateTime(contact.updatedAt) },
  ];
}
