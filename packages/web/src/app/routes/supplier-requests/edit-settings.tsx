import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { FormPage } from '../../../components/form/form-page';
import { ButtonLink } from '../../../components/ui/button-link';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { getTemplateQueryOptions, useTemplate } from '../../../features/supplier-requests/api/templates';
import { TemplateForm } from '../../../features/supplier-requests/components/template-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Before any template exists, `default` has none: the page says so and offers to make one. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.prefetchQuery(getTemplateQueryOptions(params.id ?? ''));
    return null;
  };

/**
 * /supplier-information-requests/settings/edit/{id}: one template; `default` (the Instellingen menu
 * entry) opens the default one.
 */
export function Component() {
  const { id = '' } = useParams();
  const template = useTemplate(id);
  const listHref = paths.supplierRequestSettings.list.getHref();
  useDocumentTitle(template.data ? `${template.data.name} bewerken` : 'Instellingen leveranciersverzoeken');
  if (template.isError) {
    return (
      <PageHeader
        title="Instellingen leveranciersverzoeken"
        description={template.error.message}
        actions={
          <>
            <ButtonLink to={listHref} variant="ghost">
              Alle sjablonen
            </ButtonLink>
            <ButtonLink to={paths.supplierRequestSettings.create.getHref()}>Sjabloon toevoegen</ButtonLink>
          </>
        }
      />
    );
  }
  if (!template.data) return <LoadingScreen />;
  const record = template.data;
  return (
    <FormPage back={{ href: listHref, label: 'Terug naar de sjablonen' }} title={`${record.name} bewerken`}>
      {({ onDirtyChange, leave }) => (
        <TemplateForm
          key={`${record.id}-${record.version}`}
          template={record}
          cancelHref={listHref}
          onDirtyChange={onDirtyChange}
          onSaved={() => leave(listHref, { replace: true })}
        />
      )}
    </FormPage>
  );
}
