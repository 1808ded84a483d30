import { organisationCatalogue as fields } from '@crm/core/catalogue/organisation';
import { catalogueFacts } from '../../../components/fields/field-display';
import type { Fact } from '../../../components/ui/fact-list';
import { countryName } from '../../../lib/countries';
import { formatDateTime } from '../../../lib/format-date';
import type { RelationRecord } from '../api/records';

const linkClass = 'font-medium text-primary-700 hover:underline';

/** `Stationsstraat 12a`, `1234 AB  Utrecht`, and the country unless it is the Netherlands. */
export function addressLines(record: RelationRecord): string {
  const street = [record.street, [record.houseNumber, record.houseNumberAddition].filter(Boolean).join('')]
    .filter(Boolean)
    .join(' ');
  const place = [record.postcode, record.city].filter(Boolean).join('  ');
  const country = record.country && record.country !== 'NL' ? countryName(record.country) : '';
  return [street, place, country].filter(Boolean).join('\n');
}

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/**
 * The details every lead, customer and supplier has, in the groups the Gegevens tab shows side by
 * side: the company's registration, its address, how to reach it, and notes.
 */
export function organisationFacts(record: RelationRecord): {
  company: Fact[];
  address: Fact[];
  contact: Fact[];
} {
  return {
    company: catalogueFacts(fields, ['kvkNumber', 'vatNumber'], record),
    // The address fields read as one address; the country by its Dutch name.
    address: [
      { label: 'Adres', value: addressLines(record) },
      ...catalogueFacts(fields, ['country'], record),
    ],
    contact: contactFacts(record),
  };
}

function contactFacts(record: RelationRecord): Fact[] {
  return [
    {
      label: fields.phone.label,
      value: record.phone && (
        <a className={linkClass} href={`tel:${record.phone.replace(/[^\d+]/g, '')}`}>
          {record.phone}
        </a>
      ),
    },
    {
      label: fields.email.label,
      value: record.email && (
        <a className={linkClass} href={`mailto:${record.email}`}>
          {record.email}
        </a>
      ),
    },
    {
      label: fields.website.label,
      value: record.website && (
        <a className={linkClass} href={websiteHref(record.website)} target="_blank" rel="noopener noreferrer">
          {record.website}
        </a>
      ),
    },
  ];
}

/** The notes, then when it was made and last changed. */
export function auditFacts(record: RelationRecord): Fact[] {
  return [
    ...catalogueFacts(fields, ['notes'], record),
    { label: 'Aangemaakt op', value: formatDateTime(record.createdAt) },
    { label: 'Laatst gewijzigd op', value: formatDateTime(record.updatedAt) },
  ];
}
