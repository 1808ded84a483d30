import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { EntityForm } from '../../../components/form/entity-form';
import { useCreateRelation } from '../api/create-relation';
import { getRelationQueryOptions } from '../../../lib/relations/get-relation';
import type { RelationRecords } from '../api/records';
import type { RelationInputs } from '../api/relation-input';
import { useUpdateRelation } from '../api/update-relation';
import type { RelationKind } from '../lib/relation-kinds';
import { AddressFields, CompanyFields, NotesField } from './organisation-fields';

/** How a kind's form holds its record: the values it starts with and the API schema it checks. */
export type RelationFormConfig<K extends RelationKind, V extends FieldValues> = {
  /** `schemaResolver(<kind>InputSchema, to<Kind>Input)`. */
  resolver: Resolver<V, unknown, RelationInputs[K]>;
  emptyValues: V;
  valuesOf: (record: RelationRecords[K]) => V;
};

type SharedProps<K extends RelationKind, V extends FieldValues> = {
  kind: K;
  config: RelationFormConfig<K, V>;
  /** The kind's own section, between the company details and the address. */
  kindFields: ReactNode;
  onSaved: (record: RelationRecords[K]) => void;
  onDirtyChange: (isDirty: boolean) => void;
  cancelHref: string;
};

export function CreateRelationForm<K extends RelationKind, V extends FieldValues>({
  kind,
  config,
  kindFields,
  ...props
}: SharedProps<K, V>) {
  const create = useCreateRelation(kind);
  return (
    <EntityForm
      resolver={config.resolver}
      initialValues={config.emptyValues}
      version={0}
      mutation={create}
      {...props}
    >
      <RelationSections kindFields={kindFields} />
    </EntityForm>
  );
}

export function EditRelationForm<K extends RelationKind, V extends FieldValues>({
  kind,
  config,
  kindFields,
  record,
  ...props
}: SharedProps<K, V> & { record: RelationRecords[K] }) {
  const queryClient = useQueryClient();
  const update = useUpdateRelation(kind, record.id);
  return (
    <EntityForm
      resolver={config.resolver}
      initialValues={config.valuesOf(record)}
      version={record.version}
      mutation={update}
      reload={async () => {
        const latest = await queryClient.fetchQuery({
          ...getRelationQueryOptions(kind, record.id),
          staleTime: 0,
        });
        return { values: config.valuesOf(latest.record), version: latest.record.version };
      }}
      {...props}
    >
      <RelationSections kindFields={kindFields} excludeId={record.id} />
    </EntityForm>
  );
}

function RelationSections({ kindFields, excludeId }: { kindFields: ReactNode; excludeId?: string }) {
  return (
    <>
      <CompanyFields excludeId={excludeId} />
      {kindFields}
      <AddressFields />
      <NotesField />
    </>
  );
}
