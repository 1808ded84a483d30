import { FormPage } from '../../../components/form/form-page';
import { paths } from '../../../config/paths';
import { TemplateForm } from '../../../features/supplier-requests/components/template-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** /supplier-information-requests/settings/create: a new template; afterwards the list shows it. */
export function Component() {
  useDocumentTitle('Sjabloon toevoegen');
  const listHref = paths.supplierRequestSettings.list.getHref();
  return (
    <FormPage back={{ href: listHref, label: 'Terug naar de sjablonen' }} title="Sjabloon toevoegen">
      {({ onDirtyChange, leave }) => (
        <TemplateForm
          template={null}
          cancelHref={listHref}
          onDirtyChange={onDirtyChange}
          onSaved={() => leave(listHref, { replace: true })}
        />
      )}
    </FormPage>
  );
}
