import type { Fact } from '../../../components/ui/fact-list';
import { formatDateTime } from '../../../lib/format-date';
import type { ContactRecord } from '../../relations/api/records';
import { contactLabels as labels } from '@crm/core/contacts/schema';

const linkClass = 'font-medium text-primary-700 hover:underline';

export function contactFacts(contact: ContactRecord): Fact[] {
  const phone = (number: string | undefined) =>
    number && (
      <a className={linkClass} href={`tel:${number.replace(/[^\d+]/g, '')}`}>
        {number}
      </a>
    );
  return [
    { label: labels.jobTitle, value: contact.jobTitle },
    {
      label: labels.email,
      value: contact.email && (
        <a className={linkClass} href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      ),
    },
    { label: labels.phone, value: phone(contact.phone) },
    { label: labels.mobile, value: phone(contact.mobile) },
    { label: labels.primary, value: contact.primary ? 'Ja' : 'Nee' },
    { label: labels.notes, value: contact.notes },
    { label: 'Laatst gewijzigd op', value: formatDateTime(contact.updatedAt) },
  ];
}
