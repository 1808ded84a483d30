import { useState } from 'react';
import type { ImportKind } from '@crm/core/import/public';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format-date';
import { useImport, type ImportAnswer } from '../api/get-import';
import { errorFileUrl, uploadSheet, useImportStep } from '../api/import-actions';
import { percentDone, rowsText } from '../lib/import-status';
import { MappingStep } from './mapping-step';
import { PreviewStep } from './preview-step';

type ImportScreenProps = {
  kind: ImportKind;
  /** The import shown (from the page's address), or null to start one. */
  importId: string | null;
  onImport: (id: string | null) => void;
};

/**
 * An import from a sheet, step by step (decision 053): upload, map the columns, preview, write
 * with a progress bar, the result with its error file and "Ongedaan maken".
 */
export function ImportScreen({ kind, importId, onImport }: ImportScreenProps) {
  const { data: item, error } = useImport(kind, importId);
  if (!importId) return <UploadStep kind={kind} onUploaded={onImport} />;
  if (error) return <Alert>{error.message}</Alert>;
  if (!item) return <p className="text-sm text-gray-600">Import laden…</p>;
  if (item.interrupted) return <InterruptedStep kind={kind} item={item} />;
  switch (item.status) {
    case 'uploaded':
      return <MappingStep kind={kind} item={item} />;
    case 'checked':
      return <PreviewStep kind={kind} item={item} />;
    case 'checking':
    case 'writing':
    case 'undoing':
      return <ProgressStep item={item} />;
    case 'done':
      return <ResultStep kind={kind} item={item} />;
    case 'undone':
      return <UndoneStep item={item} />;
    default:
      return (
        <div className="space-y-4">
          <Alert>{item.message ?? 'De import is mislukt.'}</Alert>
          <Button variant="ghost" onClick={() => onImport(null)}>
            Ander bestand kiezen
          </Button>
        </div>
      );
  }
}

function UploadStep({ kind, onUploaded }: { kind: ImportKind; onUploaded: (id: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Card
      title="Bestand kiezen"
      description="Een Excel-bestand (.xlsx) of CSV-bestand van hoogstens 20 MB en 50.000 rijen, met de kolomnamen in de eerste rij."
    >
      <form
        className="space-y-4"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!file) return setProblem('Kies een bestand.');
          setBusy(true);
          setProblem(null);
          try {
            onUploaded((await uploadSheet(kind, file)).id);
          } catch (failure) {
            setProblem(failure instanceof Error ? failure.message : 'Het uploaden is mislukt.');
          } finally {
            setBusy(false);
          }
        }}
      >
        {problem && <Alert>{problem}</Alert>}
        <label className="block text-sm font-medium text-gray-900">
          Bestand (.xlsx of .csv)
          <input
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="mt-1.5 block w-full text-sm"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <Button type="submit" isLoading={busy}>
          Uploaden
        </Button>
      </form>
    </Card>
  );
}

const working = {
  checking: 'Rijen controleren…',
  writing: 'Importeren…',
  undoing: 'Ongedaan maken…',
} as const;

function ProgressStep({ item }: { item: ImportAnswer }) {
  const label = working[item.status as keyof typeof working] ?? 'Bezig…';
  return (
    <Card title={label}>
      <progress
        className="h-3 w-full accent-primary-500"
        max={100}
        value={percentDone(item)}
        aria-label={label}
      />
      <p className="mt-2 text-sm text-gray-600">
        {item.progress.done.toLocaleString('nl-NL')} van {rowsText(item.rows)}
      </p>
    </Card>
  );
}

function ResultStep({ kind, item }: { kind: ImportKind; item: ImportAnswer }) {
  const { undo } = useImportStep(kind, item.id);
  const { progress } = item;
  return (
    <Card title="Import klaar" description={item.fileName}>
      <div className="space-y-4">
        <ul className="text-sm text-gray-800">
          <li>{rowsText(progress.created)} toegevoegd</li>
          <li>{rowsText(progress.updated)} aangevuld bij een bestaand record</li>
          <li>{rowsText(progress.skipped)} overgeslagen (dubbel)</li>
          <li>{rowsText(progress.refused)} geweigerd</li>
        </ul>
        {undo.error && <Alert>{undo.error.message}</Alert>}
        <div className="flex flex-wrap gap-3">
          {progress.refused > 0 && (
            <Button
              variant="ghost"
              onClick={async () => window.location.assign(await errorFileUrl(kind, item.id))}
            >
              Foutenbestand downloaden
            </Button>
          )}
          {item.undoUntil && (
            <Button variant="danger-outline" isLoading={undo.isPending} onClick={() => undo.mutate()}>
              Ongedaan maken
            </Button>
          )}
        </div>
        {item.undoUntil && (
          <p className="text-sm text-gray-600">Ongedaan maken kan tot {formatDateTime(item.undoUntil)}.</p>
        )}
      </div>
    </Card>
  );
}

function UndoneStep({ item }: { item: ImportAnswer }) {
  return (
    <Card title="Import ongedaan gemaakt" description={item.fileName}>
      {item.kept.length === 0 ? (
        <p className="text-sm text-gray-800">Alles wat deze import schreef is weer weg.</p>
      ) : (
        <div className="space-y-2 text-sm text-gray-800">
          <p>Deze records zijn na de import gewijzigd en daarom bewaard:</p>
          <ul className="list-disc pl-5">
            {item.kept.map((kept) => (
              <li key={kept.id}>{kept.label}</li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function InterruptedStep({ kind, item }: { kind: ImportKind; item: ImportAnswer }) {
  const { resume, undo } = useImportStep(kind, item.id);
  return (
    <Card title="Import onderbroken" description={item.fileName}>
      <div className="space-y-4">
        <Alert variant="warning">{item.message}</Alert>
        <div className="flex flex-wrap gap-3">
          <Button isLoading={resume.isPending} onClick={() => resume.mutate()}>
            Hervatten
          </Button>
          {item.status === 'writing' && (
            <Button variant="danger-outline" isLoading={undo.isPending} onClick={() => undo.mutate()}>
              Terugdraaien
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
