import type { QueryClient } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { getTemplatesQueryOptions, useTemplates } from '../../../features/supplier-requests/api/templates';
import { TemplateTable } from '../../../features/supplier-requests/components/template-table';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export const clientLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(getTemplatesQueryOptions());
  return null;
};

/** /supplier-information-requests/settings: the templates of supplier information requests. */
export function Component() {
  useDocumentTitle('Instellingen leveranciersverzoeken');
  const templates = useTemplates();
  return (
    <>
      <PageHeader
        title="Instellingen leveranciersverzoeken"
        description="Sjablonen voor verzoeken aan leveranciers: welke gegevens en documenten ze controleren, en hoe lang de link werkt."
        actions={
          <ButtonLink to={paths.supplierRequestSettings.create.getHref()}>Sjabloon toevoegen</ButtonLink>
        }
      />
      <TemplateTable templates={templates.data} editHref={paths.supplierRequestSettings.edit.getHref} />
    </>
  );
}
