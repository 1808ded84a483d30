import { contractTypeCatalogue as fields } from '@crm/core/contract-types/schema';
import { useState } from 'react';
import { displayValue } from '../../../components/fields/field-display';
import { ListHead } from '../../../components/list/list-head';
import { formatNoticeTerm } from '../../../lib/format-count';
import { Button } from '../../../components/ui/button';
import { DeleteButton } from '../../../components/ui/delete-button';
import { EMPTY_TEXT } from '../../../components/ui/loading-screen';
import { LoadingStatus, TableFrame, TableStatusRow } from '../../../components/ui/table-frame';
import type { ContractTypeRecord } from '../api/contract-type-record';
import { useDeleteContractType } from '../api/delete-contract-type';
import { ContractTypeForm } from './contract-type-form';

type Access = { update: boolean; delete: boolean };

type ContractTypeTableProps = {
  types: readonly ContractTypeRecord[] | undefined;
  access: Access;
  /** Whether a row's form has unsaved changes (the page guards leaving). */
  onDirtyChange: (isDirty: boolean) => void;
  /** A row's form was saved: the page lets the next navigation pass. */
  onSaved: () => void;
};

const columns = ['Naam', 'Looptijd', 'Verlenging', 'Opzegtermijn', 'Beslistermijn', 'Voorwaarden'].map(
  (label) => ({ label }),
);

/** Verlenging in words: `Stilzwijgend, 12 maanden`. */
function renewalText(type: ContractTypeRecord) {
  const renewal = displayValue(fields.renewal, type.renewal);
  if (type.renewal === 'geen' || type.renewalTermMonths === undefined) return renewal;
  return (
    <>
      {renewal}, {displayValue(fields.renewalTermMonths, type.renewalTermMonths)}
    </>
  );
}

/** Every type by name; a row turns into the type's form to edit it in place. */
export function ContractTypeTable({ types, access, onDirtyChange, onSaved }: ContractTypeTableProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const columnCount = columns.length + 1;
  const stopEditing = () => {
    onDirtyChange(false);
    setEditing(null);
  };
  return (
    <TableFrame>
      <table className="min-w-full divide-y divide-gray-200 text-sm" aria-busy={!types}>
        <caption className="sr-only">Contracttypes</caption>
        <ListHead columns={columns} actions />
        <tbody className="divide-y divide-gray-100">
          {!types ? (
            <TableStatusRow colSpan={columnCount}>
              <LoadingStatus />
            </TableStatusRow>
          ) : types.length === 0 ? (
            <TableStatusRow colSpan={columnCount}>{EMPTY_TEXT}</TableStatusRow>
          ) : (
            types.map((type) =>
              editing === type.id ? (
                <tr key={type.id}>
                  <td colSpan={columnCount} className="bg-gray-50 px-4 py-6">
                    <section aria-label={`${type.name} bewerken`} className="max-w-4xl">
                      <ContractTypeForm
                        type={type}
                        onDirtyChange={onDirtyChange}
                        onCancel={stopEditing}
                        onSaved={() => {
                          onSaved();
                          stopEditing();
                        }}
                      />
                    </section>
                  </td>
                </tr>
              ) : (
                <ContractTypeRow
                  key={type.id}
                  type={type}
                  access={access}
                  isEditable={access.update && editing === null}
                  onEdit={() => setEditing(type.id)}
                />
              ),
            )
          )}
        </tbody>
      </table>
    </TableFrame>
  );
}

type RowProps = { type: ContractTypeRecord; access: Access; isEditable: boolean; onEdit: () => void };

function ContractTypeRow({ type, access, isEditable, onEdit }: RowProps) {
  const remove = useDeleteContractType();
  return (
    <tr className="hover:bg-gray-50">
      <th scope="row" className="px-4 py-3 text-left font-medium text-gray-900">
        {type.name}
        {type.description && <span className="block font-normal text-gray-600">{type.description}</span>}
      </th>
      <td className="px-4 py-3 whitespace-nowrap text-gray-700">
        {displayValue(fields.firstTermMonths, type.firstTermMonths)}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-gray-700">{renewalText(type)}</td>
      <td className="px-4 py-3 whitespace-nowrap text-gray-700">{formatNoticeTerm(type)}</td>
      <td className="px-4 py-3 whitespace-nowrap text-gray-700">
        {displayValue(fields.decisionWeeks, type.decisionWeeks)}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-gray-700">{type.conditions.length}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        <span className="inline-flex gap-2">
          {access.update && (
            <Button
              variant="ghost"
              disabled={!isEditable}
              onClick={onEdit}
              aria-label={`${type.name} bewerken`}
            >
              Bewerken
            </Button>
          )}
          {access.delete && (
            <DeleteButton
              description={`Het contracttype ${type.name} wordt verwijderd.`}
              onDelete={() => remove.mutateAsync(type)}
              isDeleting={remove.isPending}
              onDeleted={() => undefined}
            />
          )}
        </span>
      </td>
    </tr>
  );
}
