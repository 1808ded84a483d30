import { fileCategoryLabels, type FileCategory } from '@crm/core/files/schema';
import { DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { SelectField } from '../../../components/ui/select-field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useCreateRequest } from '../api/requests';
import { useTemplates } from '../api/templates';

export type ContactChoice = { id: string; name: string; email?: string | undefined };

type CreateRequestDialogProps = {
  supplierId: string;
  /** "Nieuw verzoek voor dit document": ask only a new copy of this document. */
  document?: FileCategory | undefined;
  contacts: readonly ContactChoice[];
  open: boolean;
  onClose: () => void;
};

/**
 * "Nieuw verzoek": a template (the default first chosen) and one of the supplier's contact people.
 * For one document, the template gives only its intro, validity and reminders.
 */
export function CreateRequestDialog({
  supplierId,
  document,
  contacts,
  open,
  onClose,
}: CreateRequestDialogProps) {
  const templates = useTemplates();
  const create = useCreateRequest();
  const reachable = contacts.filter((contact) => contact.email);
  const defaultTemplate = templates.data?.find((template) => template.isDefault) ?? templates.data?.[0];
  const [templateId, setTemplateId] = useState<string>('');
  const [contactId, setContactId] = useState<string>('');
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  const chosenTemplate = templateId || defaultTemplate?.id || '';
  const chosenContact = contactId || reachable[0]?.id || '';
  const close = () => {
    setErrors({});
    onClose();
  };
  return (
    <DialogShell open={open} onClose={() => !create.isPending && close()} width="lg">
      <DialogTitle className="text-base font-semibold text-gray-900">
        {document ? 'Nieuw verzoek voor dit document' : 'Nieuw verzoek'}
      </DialogTitle>
      {document && (
        <p className="mt-2 text-sm text-gray-600">
          Het verzoek vraagt alleen een nieuw exemplaar van {fileCategoryLabels[document]}, met Geldig tot.
        </p>
      )}
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            {
              supplierId,
              templateId: chosenTemplate,
              contactId: chosenContact,
              ...(document ? { document } : {}),
            },
            {
              onSuccess: () => {
                toast.success('Item succesvol opgeslagen.');
                close();
              },
              onError: (error) => {
                if (error instanceof ApiError && error.status === 422) setErrors(error.errors);
                else toast.error(error.message);
              },
            },
          );
        }}
      >
        <SelectField
          label="Sjabloon"
          isRequired
          value={chosenTemplate}
          onChange={(event) => setTemplateId(event.target.value)}
          options={(templates.data ?? []).map((template) => ({
            value: template.id,
            label: template.isDefault ? `${template.name} (standaard)` : template.name,
          }))}
          error={errors.templateId?.[0]}
        />
        <SelectField
          label="Contactpersoon"
          isRequired
          value={chosenContact}
          onChange={(event) => setContactId(event.target.value)}
          options={reachable.map((contact) => ({
            value: contact.id,
            label: `${contact.name} (${contact.email ?? ''})`,
          }))}
          error={errors.contactId?.[0]}
        />
        {reachable.length === 0 && (
          <p className="text-sm text-gray-600">
            Geen contactpersoon met een e-mailadres. Voeg er eerst een toe bij Contactpersonen.
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close} disabled={create.isPending}>
            Annuleren
          </Button>
          <Button type="submit" isLoading={create.isPending} disabled={!chosenTemplate || !chosenContact}>
            Verzoek aanmaken
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
