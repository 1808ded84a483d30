import { FormPage } from '../../../components/form/form-page';
import { paths } from '../../../config/paths';
import { ContractTypeForm } from '../../../features/contract-types/components/contract-type-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** /contract-types/create: a new type; after saving the list shows it (types have no page of their own). */
export function Component() {
  useDocumentTitle('Contracttype toevoegen');
  const listHref = paths.contractTypes.list.getHref();

  return (
    <FormPage back={{ href: listHref, label: 'Terug naar contracttypes' }} title="Contracttype toevoegen">
      {({ onDirtyChange, leave }) => (
        <ContractTypeForm
          type={null}
          cancelHref={listHref}
          onDirtyChange={onDirtyChange}
          onSaved={() => {
            leave(listHref, { replace: true });
          }}
        />
      )}
    </FormPage>
  );
}
