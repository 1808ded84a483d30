import { useMutation } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LOADING_TEXT } from '../../../components/ui/loading-screen';
import { formatDateTime } from '../../../lib/format-date';
import { downloadEvidence } from '../api/download-evidence';
import { useEvidence } from '../api/get-evidence';
import { EvidenceItem } from './evidence-item';

export const EVIDENCE_INTACT = 'bewijs intact';

/**
 * The Bewijs of a contract: every decision with its evidence, and whether the chain still holds as
 * the API recomputed it just now. "bewijs intact" only when it says so; otherwise what does not hold.
 */
export function EvidencePanel({
  contractId,
  contractNumber,
}: {
  contractId: string;
  contractNumber: string;
}) {
  const evidence = useEvidence(contractId);
  const download = useMutation({ mutationFn: () => downloadEvidence(contractId, contractNumber) });

  if (evidence.isPending)
    return (
      <p role="status" className="text-sm text-gray-600">
        {LOADING_TEXT}
      </p>
    );
  if (evidence.isError) return <Alert>{evidence.error.message}</Alert>;
  const { items, intact, problems, checkedAt } = evidence.data;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {intact ? (
          <p
            className="rounded-md bg-green-50 px-3 py-2 text-sm font-semibold text-green-800 ring-1 ring-green-200 ring-inset"
            data-testid="evidence-check"
          >
            ✓ {EVIDENCE_INTACT}{' '}
            <span className="font-normal">(gecontroleerd {formatDateTime(checkedAt)})</span>
          </p>
        ) : (
          <div
            role="alert"
            className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 ring-inset"
            data-testid="evidence-check"
          >
            <p className="font-semibold">Het bewijs klopt niet meer:</p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        <Button variant="ghost" isLoading={download.isPending} onClick={() => download.mutate()}>
          Downloaden
        </Button>
      </div>
      {download.isError && <Alert>{download.error.message}</Alert>}
      {items.length === 0 ? (
        <p className="text-sm text-gray-600">Nog geen beslissingen.</p>
      ) : (
        <ol className="space-y-3" aria-label="Beslissingen">
          {items.map((item) => (
            <li key={item.seq}>
              <EvidenceItem item={item} showCondition />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
