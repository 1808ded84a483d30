import { DialogTitle } from '@headlessui/react';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { fileCatalogue, fileCategories, fileCategoryLabels } from '@crm/core/files/schema';
import { useQueryClient } from '@tanstack/react-query';
import { FormDateField, FormSelectField, FormTextField } from '../../../components/form/bound-fields';
import { EntityForm } from '../../../components/form/entity-form';
import type { FileListItem, FileOwner } from '../api/file-record';
import { getFilesQueryOptions } from '../api/get-files';
import { useUpdateFile } from '../api/update-file';
import { fileFormFields, fileResolver, fileValuesOf, type FileFormValues } from '../lib/file-form';

const categoryOptions = fileCategories.map((category) => ({
  value: category,
  label: fileCategoryLabels[category],
}));

type FileEditDialogProps = {
  owner: FileOwner;
  /** The file to change; null when the dialog is closed. */
  file: FileListItem | null;
  onClose: () => void;
};

/** Naam, Categorie and Geldig tot of a file, on the shared form machinery, in a dialog. */
export function FileEditDialog({ owner, file, onClose }: FileEditDialogProps) {
  return (
    <DialogShell open={file !== null} onClose={onClose} width="lg">
      <DialogTitle className="mb-6 text-lg font-semibold text-gray-900">Bestand bewerken</DialogTitle>
      {file && (
        <FileEditForm key={`${file.id}:${file.version}`} owner={owner} file={file} onClose={onClose} />
      )}
    </DialogShell>
  );
}

function FileEditForm({
  owner,
  file,
  onClose,
}: {
  owner: FileOwner;
  file: FileListItem;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const update = useUpdateFile(owner, file.id);
  return (
    <EntityForm
      resolver={fileResolver}
      initialValues={fileValuesOf(file)}
      version={file.version}
      mutation={update}
      fields={fileFormFields}
      onSaved={onClose}
      onCancel={onClose}
      reload={async () => {
        const latest = (await queryClient.fetchQuery(getFilesQueryOptions(owner))).find(
          (item) => item.id === file.id,
        );
        if (!latest) throw new Error('Dit bestand bestaat niet meer.');
        return { values: fileValuesOf(latest), version: latest.version };
      }}
    >
      <div className="grid gap-4">
        <FormTextField<FileFormValues>
          name="name"
          label={fileCatalogue.name.label}
          isRequired
          maxLength={255}
          autoComplete="off"
          data-autofocus
        />
        <FormSelectField<FileFormValues>
          name="category"
          label={fileCatalogue.category.label}
          options={categoryOptions}
          isRequired
        />
        <FormDateField<FileFormValues> name="validUntil" label={fileCatalogue.validUntil.label} />
      </div>
    </EntityForm>
  );
}
