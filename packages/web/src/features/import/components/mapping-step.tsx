import { useState } from 'react';
import type { ImportKind } from '@crm/core/import/public';
import { ApiError } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import type { ImportAnswer } from '../api/get-import';
import { useImportStep } from '../api/import-actions';
import { rowsText } from '../lib/import-status';

const SKIP = '';

/** Each column of the sheet with the field it goes to, proposed by the server and editable. */
export function MappingStep({ kind, item }: { kind: ImportKind; item: ImportAnswer }) {
  const [mapping, setMapping] = useState(item.mapping);
  const { map } = useImportStep(kind, item.id);
  const errors = map.error instanceof ApiError ? map.error.errors : {};
  const options = [
    { value: SKIP, label: 'Niet importeren' },
    ...item.fields.map((field) => ({
      value: field.name,
      label: field.required ? `${field.label} (verplicht)` : field.label,
    })),
  ];
  return (
    <Card
      title="Kolommen koppelen"
      description={`${item.fileName}: ${rowsText(item.rows)}. Kies per kolom het veld waar die in komt.`}
    >
      <div className="space-y-4">
        {map.error && <Alert>{map.error.message}</Alert>}
        {errors.mapping?.map((message) => (
          <Alert key={message}>{message}</Alert>
        ))}
        <ul className="grid gap-4 sm:grid-cols-2">
          {item.headers.map((header, column) => (
            <li key={`${column}-${header}`}>
              <SelectField
                label={header || `Kolom ${column + 1}`}
                options={options}
                value={mapping[column] ?? SKIP}
                error={errors[`mapping.${column}`]?.[0]}
                onChange={(event) => {
                  const next = [...mapping];
                  next[column] = event.target.value === SKIP ? null : event.target.value;
                  setMapping(next);
                }}
              />
            </li>
          ))}
        </ul>
        <Button isLoading={map.isPending} onClick={() => map.mutate({ headers: item.headers, mapping })}>
          Controleren
        </Button>
      </div>
    </Card>
  );
}
