import { fileListAnswerSchema } from '@crm/core/files/public';
import { fileCategoryLabels, type FileCategory } from '@crm/core/files/schema';
import { dutchDate, dutchToday } from '@crm/core/nl/date';
import {
  documentValidity,
  documentValidityLabels,
  type DocumentValidity,
} from '@crm/core/supplier-requests/schema';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { QueryCard } from '../../../components/ui/query-card';
import { api } from '../../../lib/api';

const validityColors: Record<DocumentValidity, 'green' | 'amber' | 'red'> = {
  geldig: 'green',
  verloopt_binnenkort: 'amber',
  verlopen: 'red',
};

/**
 * A supplier's documents with a Geldig tot, soonest first, each geldig, verloopt binnenkort or
 * verlopen; one that expires soon or has expired offers "Nieuw verzoek voor dit document".
 */
export function SupplierDocuments({
  supplierId,
  onNewRequest,
}: {
  supplierId: string;
  /** `supplier_requests.manage` only. */
  onNewRequest?: (category: FileCategory) => void;
}) {
  const query = useQuery({
    queryKey: ['files', 'supplier', supplierId, 'validity'],
    queryFn: async ({ signal }) =>
      fileListAnswerSchema
        .parse(await api.get('/api/files', { signal, query: { ownerKind: 'supplier', ownerId: supplierId } }))
        .items.flatMap((file) => (file.validUntil ? [{ ...file, validUntil: file.validUntil }] : []))
        .sort((a, b) => a.validUntil.localeCompare(b.validUntil)),
  });
  const today = dutchToday();
  return (
    <QueryCard
      title="Geldigheid van documenten"
      query={query}
      isEmpty={(files) => files.length === 0}
      empty="Geen documenten met een Geldig tot."
    >
      {(files) => (
        <ul className="divide-y divide-gray-100 text-sm">
          {files.map((file) => {
            const validity = documentValidity(file.validUntil, today);
            return (
              <li key={file.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-gray-900">{file.name}</span>
                  <span className="block text-gray-600">{fileCategoryLabels[file.category]}</span>
                </span>
                <span className="text-right whitespace-nowrap tabular-nums">
                  <span className="block text-xs text-gray-600">Geldig tot</span> {dutchDate(file.validUntil)}
                </span>
                <Badge color={validityColors[validity]}>{documentValidityLabels[validity]}</Badge>
                {onNewRequest && validity !== 'geldig' && (
                  <Button variant="ghost" onClick={() => onNewRequest(file.category)}>
                    Nieuw verzoek voor dit document
                    <span className="sr-only"> ({file.name})</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </QueryCard>
  );
}
