import type { RunLogEntry } from '@crm/core/exact/public';
import { ListHead } from '../../../components/list/list-head';
import { EMPTY_TEXT } from '../../../components/ui/loading-screen';
import { LoadingStatus, TableFrame, TableStatusRow } from '../../../components/ui/table-frame';
import { formatDateTime } from '../../../lib/format-date';
import { isRunning } from '../api/exact-runs';

const counts = [
  ['pushed', 'Verstuurd'],
  ['pulled', 'Opgehaald'],
  ['matched', 'Gekoppeld'],
  ['failed', 'Mislukt'],
  ['conflicts', 'Conflicten'],
  ['calls', 'Aanroepen'],
] as const;

const columns = [
  { label: 'Gestart' },
  { label: 'Klaar' },
  { label: 'Aanleiding' },
  ...counts.map(([, label]) => ({ label, align: 'right' as const })),
  { label: 'Waarom gestopt' },
];

/** The log of sync runs, newest first: what each did and why it stopped, in Dutch. */
export function RunLogTable({ runs }: { runs: readonly RunLogEntry[] | undefined }) {
  return (
    <TableFrame>
      <table className="min-w-full divide-y divide-gray-200 text-sm" aria-busy={!runs}>
        <caption className="sr-only">Synchronisaties met Exact Online</caption>
        <ListHead columns={columns} />
        <tbody className="divide-y divide-gray-100">
          {!runs ? (
            <TableStatusRow colSpan={columns.length}>
              <LoadingStatus />
            </TableStatusRow>
          ) : runs.length === 0 ? (
            <TableStatusRow colSpan={columns.length}>{EMPTY_TEXT}</TableStatusRow>
          ) : (
            runs.map((run) => (
              <tr key={run.runId}>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(run.startedAt)}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {run.finishedAt ? formatDateTime(run.finishedAt) : isRunning(run) ? 'Bezig…' : '–'}
                </td>
                <td className="px-4 py-3">
                  {run.trigger === 'schema'
                    ? 'Automatisch'
                    : `Handmatig${run.startedBy ? ` (${run.startedBy})` : ''}`}
                </td>
                {counts.map(([field]) => (
                  <td key={field} className="px-4 py-3 text-right tabular-nums">
                    {run[field]}
                  </td>
                ))}
                <td className="px-4 py-3">{run.stopMessage ?? ''}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableFrame>
  );
}
