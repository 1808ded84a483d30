import { useQueryClient } from '@tanstack/react-query';
import { EntityForm } from '../../../components/form/entity-form';
import type { StaffMember } from '../../../lib/staff';
import { getContractQueryOptions, type ContractRecord } from '../api/get-contract';
import { useCreateContract, useUpdateContract } from '../api/save-contract';
import { contractResolver, contractValuesOf, type ContractFormValues } from '../lib/contract-form';
import { ContractPartyFields, ContractTermFields, ContractValueFields } from './contract-fields';

type SharedProps = {
  staff: readonly StaffMember[];
  /** Whether the user may read contract types (`contract_types.view`): else no type select. */
  mayViewTypes: boolean;
  onSaved: (record: ContractRecord) => void;
  onDirtyChange: (isDirty: boolean) => void;
  cancelHref: string;
};

function ContractSections({
  staff,
  mayViewTypes,
  stored,
}: {
  staff: readonly StaffMember[];
  mayViewTypes: boolean;
  stored?: ContractRecord;
}) {
  return (
    <>
      <ContractPartyFields staff={staff} mayViewTypes={mayViewTypes} stored={stored} />
      <ContractTermFields />
      <ContractValueFields />
    </>
  );
}

export function CreateContractForm({
  initialValues,
  staff,
  mayViewTypes,
  ...props
}: SharedProps & { initialValues: ContractFormValues }) {
  const create = useCreateContract();
  return (
    <EntityForm
      resolver={contractResolver}
      initialValues={initialValues}
      version={0}
      mutation={create}
      {...props}
    >
      <ContractSections staff={staff} mayViewTypes={mayViewTypes} />
    </EntityForm>
  );
}

/** Editing a contract as it was loaded; a stale save is refused (409) with a way to reload. */
export function EditContractForm({
  contract,
  staff,
  mayViewTypes,
  ...props
}: SharedProps & { contract: ContractRecord }) {
  const queryClient = useQueryClient();
  const update = useUpdateContract(contract.id);
  return (
    <EntityForm
      resolver={contractResolver}
      initialValues={contractValuesOf(contract)}
      version={contract.version}
      mutation={update}
      reload={async () => {
        const latest = await queryClient.fetchQuery({
          ...getContractQueryOptions(contract.id),
          staleTime: 0,
        });
        return { values: contractValuesOf(latest), version: latest.version };
      }}
      {...props}
    >
      <ContractSections staff={staff} mayViewTypes={mayViewTypes} stored={contract} />
    </EntityForm>
  );
}
