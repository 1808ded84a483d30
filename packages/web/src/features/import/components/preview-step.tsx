import { useState } from 'react';
import {
  isContactImport,
  type DuplicateChoice,
  type ImportKind,
  type PreviewRow,
} from '@crm/core/import/public';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { type ImportAnswer, useImportProblems } from '../api/get-import';
import { useImportStep } from '../api/import-actions';
import { rowsText } from '../lib/import-status';

const stateLabels = { valid: 'Geldig', warning: 'Waarschuwing', error: 'Fout' } as const;
const stateColors = { valid: 'green', warning: 'amber', error: 'red' } as const;
const fieldWords = { kvk: 'KvK-nummer', vat: 'BTW-nummer', email: 'e-mailadres' } as const;

function duplicateText(row: PreviewRow): string {
  return row.duplicates
    .map((hit) =>
      hit.row
        ? `Zelfde ${fieldWords[hit.field]} als ${hit.label}`
        : `Bestaat al: ${hit.label} (${fieldWords[hit.field]})`,
    )
    .join('; ');
}

/** What the import will do per row before anything is written, with a choice per duplicate. */
export function PreviewStep({ kind, item }: { kind: ImportKind; item: ImportAnswer }) {
  const contacts = isContactImport(kind);
  const problems = useImportProblems(kind, item.id, true, contacts ? 'all' : 'problems');
  const { start } = useImportStep(kind, item.id);
  const [choices, setChoices] = useState<Record<string, DuplicateChoice>>({});
  const { counts } = item;
  return (
    <Card
      title="Voorbeeld"
      description={`${rowsText(counts.valid)} geldig, ${rowsText(counts.warning)} met een waarschuwing, ${rowsText(counts.error)} met een fout (die worden niet geïmporteerd).`}
    >
      <div className="space-y-4">
        {start.error && <Alert>{start.error.message}</Alert>}
        {problems.data && problems.data.rows.length > 0 && (
          <div className="overflow-x-auto">
            <table className="min-w-full divide-y divide-gray-200 text-sm">
              <thead>
                <tr className="text-left text-gray-600">
                  <th className="py-2 pr-3 font-medium">Rij</th>
                  <th className="py-2 pr-3 font-medium">Naam</th>
                  {contacts && <th className="py-2 pr-3 font-medium">Bedrijf</th>}
                  <th className="py-2 pr-3 font-medium">Controle</th>
                  <th className="py-2 pr-3 font-medium">Meldingen</th>
                  <th className="py-2 font-medium">Dubbel</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {problems.data.rows.map((row) => (
                  <tr key={row.row} data-testid={`import-row-${row.row}`}>
                    <td className="py-2 pr-3 tabular-nums">{row.row}</td>
                    <td className="py-2 pr-3">{row.label}</td>
                    {contacts && <td className="py-2 pr-3">{row.company?.label ?? '—'}</td>}
                    <td className="py-2 pr-3">
                      <Badge color={stateColors[row.state]}>{stateLabels[row.state]}</Badge>
                    </td>
                    <td className="py-2 pr-3">
                      {[...row.messages, ...(row.duplicates.length ? [duplicateText(row)] : [])].join(' ')}
                    </td>
                    <td className="py-2">
                      {row.duplicates.length > 0 && row.state !== 'error' && (
                        <select
                          aria-label={`Dubbel in rij ${row.row}`}
                          className="rounded-md bg-white px-2 py-1 text-sm outline-1 outline-gray-300"
                          value={choices[String(row.row)] ?? 'skip'}
                          onChange={(event) =>
                            setChoices({
                              ...choices,
                              [String(row.row)]: event.target.value as DuplicateChoice,
                            })
                          }
                        >
                          <option value="skip">Overslaan</option>
                          <option value="fill">Lege velden aanvullen</option>
                        </select>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Button isLoading={start.isPending} onClick={() => start.mutate({ default: 'skip', rows: choices })}>
          Importeren
        </Button>
      </div>
    </Card>
  );
}
