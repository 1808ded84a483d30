import { useQueryClient } from '@tanstack/react-query';
import { EntityForm } from '../../../components/form/entity-form';
import type { ContactRecord } from '../../relations/api/records';
import { useCreateContact, type ContactParent } from '../api/create-contact';
import { getContactQueryOptions } from '../api/get-contact';
import { useUpdateContact } from '../api/update-contact';
import { contactResolver, contactValuesOf, emptyContactValues } from '../lib/contact-form';
import { ContactFields } from './contact-fields';

type SharedProps = {
  onSaved: (contact: ContactRecord) => void;
  onDirtyChange: (isDirty: boolean) => void;
  cancelHref: string;
};

export function CreateContactForm({ parent, ...props }: SharedProps & { parent: ContactParent }) {
  const create = useCreateContact(parent);
  return (
    <EntityForm
      resolver={contactResolver}
      initialValues={emptyContactValues}
      version={0}
      mutation={create}
      {...props}
    >
      <ContactFields />
    </EntityForm>
  );
}

export function EditContactForm({ contact, ...props }: SharedProps & { contact: ContactRecord }) {
  const queryClient = useQueryClient();
  const update = useUpdateContact(contact.id);
  return (
    <EntityForm
      resolver={contactResolver}
      initialValues={contactValuesOf(contact)}
      version={contact.version}
      mutation={update}
      reload={async () => {
        const latest = await queryClient.fetchQuery({ ...getContactQueryOptions(contact.id), staleTime: 0 });
        return { values: contactValuesOf(latest), version: latest.version };
      }}
      {...props}
    >
      <ContactFields />
    </EntityForm>
  );
}
