import { contactName } from '@crm/core/contacts/schema';
import { EMPTY_TEXT } from '../../../components/ui/loading-screen';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button-link';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import type { ContactRecord } from '../../relations/api/records';
import type { ContactParent } from '../api/create-contact';

type ContactListProps = {
  contacts: readonly ContactRecord[];
  parent: ContactParent;
  /** Whether the user may add contact people here (the parent's update permission). */
  canAdd: boolean;
};

const linkClass = 'text-primary-700 hover:underline';

/** The Contactpersonen tab of a lead, customer or supplier; the primary one first, with a badge. */
export function ContactList({ contacts, parent, canAdd }: ContactListProps) {
  return (
    <div className="space-y-4">
      {canAdd && (
        <div className="flex justify-end">
          <ButtonLink to={paths.contactPeople.create.getHref(parent)} variant="ghost">
            Contactpersoon toevoegen
          </ButtonLink>
        </div>
      )}
      {contacts.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-sm text-gray-600 shadow-xs ring-1 ring-gray-200">
          {EMPTY_TEXT}
        </p>
      ) : (
        <ul
          className="divide-y divide-gray-100 rounded-lg bg-white shadow-xs ring-1 ring-gray-200"
          aria-label="Contactpersonen"
        >
          {contacts.map((contact) => (
            <li
              key={contact.id}
              className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 px-4 py-3 text-sm"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <TextLink to={paths.contactPeople.detail.getHref(contact.id)}>
                    {contactName(contact)}
                  </TextLink>
                  {contact.primary && <Badge color="green">Primair contact</Badge>}
                </p>
                {contact.jobTitle && <p className="mt-0.5 text-gray-600">{contact.jobTitle}</p>}
              </div>
              <div className="flex flex-col items-start gap-0.5 text-gray-700 sm:items-end">
                {contact.email && (
                  <a className={linkClass} href={`mailto:${contact.email}`}>
                    {contact.email}
                  </a>
                )}
                {[contact.phone, contact.mobile].filter(Boolean).map((number) => (
                  <a key={number} className={linkClass} href={`tel:${number?.replace(/[^\d+]/g, '')}`}>
                    {number}
                  </a>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
