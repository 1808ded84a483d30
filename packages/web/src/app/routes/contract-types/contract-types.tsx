import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHeader } from '../../../components/ui/page-header';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes-dialog';
import { paths } from '../../../config/paths';
import { hasPermission, useUser } from '../../../features/auth/api/get-user';
import {
  getContractTypesQueryOptions,
  useContractTypes,
} from '../../../features/contract-types/api/get-contract-types';
import { ContractTypeTable } from '../../../features/contract-types/components/contract-type-table';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';

export const clientLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(getContractTypesQueryOptions());
  return null;
};

/** /contract-types: every type by name, edited and deleted in place. */
export function Component() {
  useDocumentTitle('Contracttypes');
  const user = useUser();
  const types = useContractTypes();
  const [isDirty, setIsDirty] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  const access = {
    update: hasPermission(user, 'contract_types.update'),
    delete: hasPermission(user, 'contract_types.delete'),
  };

  return (
    <>
      <PageHeader
        title="Contracttypes"
        description="De soorten contract, met de looptijd en voorwaarden waarmee een nieuw contract begint."
        actions={
          hasPermission(user, 'contract_types.create') && (
            <ButtonLink to={paths.contractTypes.create.getHref()}>Contracttype toevoegen</ButtonLink>
          )
        }
      />
      <ContractTypeTable
        types={types.data}
        access={access}
        onDirtyChange={setIsDirty}
        onSaved={allowLeaving}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
