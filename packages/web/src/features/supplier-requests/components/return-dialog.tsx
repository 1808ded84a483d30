import { DialogTitle } from '@headlessui/react';
import type { TemplateCopy } from '@crm/core/supplier-requests/item';
import { askableField, documentCategoryLabels, type ReturnInput } from '@crm/core/supplier-requests/schema';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useReturnRequest } from '../api/requests';

export type ReturnDialogRequest = {
  id: string;
  version: number;
  contactName: string;
  template: Pick<TemplateCopy, 'fields' | 'documents'>;
};

/** One choice of what the supplier redoes. */
function Choice({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm text-gray-900 sm:min-h-0">
      <input
        type="checkbox"
        className="size-4 rounded border-gray-300"
        checked={checked}
        onChange={onChange}
      />
      {label}
    </label>
  );
}

const toggled = <T,>(list: readonly T[], item: T) =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

/**
 * Terugsturen: staff's comment and the fields and documents the supplier fills in again; the
 * supplier gets a mail with the comment and the link works again for exactly those.
 */
export function ReturnDialog({ request, onClose }: { request: ReturnDialogRequest; onClose: () => void }) {
  const [comment, setComment] = useState('');
  const [fields, setFields] = useState<string[]>([]);
  const [documents, setDocuments] = useState<ReturnInput['documents']>([]);
  const send = useReturnRequest();
  const error = send.error instanceof ApiError ? send.error : null;
  const errors = error?.errors ?? {};
  return (
    <DialogShell open onClose={() => !send.isPending && onClose()} width="lg">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate(
            { id: request.id, input: { version: request.version, comment, fields, documents } },
            {
              onSuccess: () => {
                toast.success(`Het verzoek is teruggestuurd naar ${request.contactName}.`);
                onClose();
              },
            },
          );
        }}
      >
        <DialogTitle className="text-base font-semibold text-gray-900">Verzoek terugsturen</DialogTitle>
        {error && Object.keys(errors).length === 0 && <Alert>{error.message}</Alert>}
        <TextareaField
          label="Toelichting voor de leverancier"
          isRequired
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={errors.comment?.[0]}
        />
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-gray-900">Opnieuw invullen</legend>
          {request.template.fields.map((field) => (
            <Choice
              key={field.key}
              label={askableField(field.key)?.field.label ?? field.key}
              checked={fields.includes(field.key)}
              onChange={() => setFields(toggled(fields, field.key))}
            />
          ))}
          {request.template.documents.map((document) => (
            <Choice
              key={document.category}
              label={documentCategoryLabels[document.category]}
              checked={documents.includes(document.category)}
              onChange={() => setDocuments(toggled(documents, document.category))}
            />
          ))}
          {(errors.fields ?? errors.documents) && (
            <p className="text-sm text-red-700">{(errors.fields ?? errors.documents)?.[0]}</p>
          )}
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={send.isPending} data-autofocus>
            Annuleren
          </Button>
          <Button type="submit" isLoading={send.isPending}>
            Terugsturen
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
