import { ListHead } from '../../../components/list/list-head';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button-link';
import { DeleteButton } from '../../../components/ui/delete-button';
import { EMPTY_TEXT } from '../../../components/ui/loading-screen';
import { LoadingStatus, TableFrame, TableStatusRow } from '../../../components/ui/table-frame';
import { useDeleteTemplate, type TemplateRecord } from '../api/templates';

const columns = ['Naam', 'Velden', 'Documenten', 'Geldigheid', 'Herinnering'].map((label) => ({ label }));

type TemplateTableProps = {
  templates: readonly TemplateRecord[] | undefined;
  editHref: (id: string) => string;
};

/** Every template by name; the default is marked and cannot be deleted. */
export function TemplateTable({ templates, editHref }: TemplateTableProps) {
  const remove = useDeleteTemplate();
  const columnCount = columns.length + 1;
  return (
    <TableFrame>
      <table className="min-w-full divide-y divide-gray-200 text-sm" aria-busy={!templates}>
        <caption className="sr-only">Sjablonen voor leveranciersverzoeken</caption>
        <ListHead columns={columns} actions />
        <tbody className="divide-y divide-gray-100">
          {!templates ? (
            <TableStatusRow colSpan={columnCount}>
              <LoadingStatus />
            </TableStatusRow>
          ) : templates.length === 0 ? (
            <TableStatusRow colSpan={columnCount}>{EMPTY_TEXT}</TableStatusRow>
          ) : (
            templates.map((template) => (
              <tr key={template.id}>
                <td className="px-4 py-3 font-medium text-gray-900">
                  {template.name} {template.isDefault && <Badge color="amber">Standaard</Badge>}
                </td>
                <td className="px-4 py-3 tabular-nums">{template.fields.length}</td>
                <td className="px-4 py-3 tabular-nums">{template.documents.length}</td>
                <td className="px-4 py-3">{template.validityDays} dagen</td>
                <td className="px-4 py-3">elke {template.reminderDays} dagen</td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-2">
                    <ButtonLink to={editHref(template.id)} variant="ghost">
                      Bewerken<span className="sr-only"> {template.name}</span>
                    </ButtonLink>
                    {!template.isDefault && (
                      <DeleteButton
                        description={`Het sjabloon ${template.name} wordt verwijderd. Verzoeken die ermee zijn gemaakt, blijven zoals ze zijn.`}
                        onDelete={() => remove.mutateAsync(template)}
                        isDeleting={remove.isPending}
                        onDeleted={() => undefined}
                      />
                    )}
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableFrame>
  );
}
