import type { FileCategory } from '@crm/core/files/schema';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListHead } from '../../../components/list/list-head';
import { Button } from '../../../components/ui/button';
import { EMPTY_TEXT } from '../../../components/ui/loading-screen';
import { LoadingStatus, TableFrame, TableStatusRow } from '../../../components/ui/table-frame';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useSupplierRequests } from '../api/requests';
import { CreateRequestDialog, type ContactChoice } from './create-request-dialog';
import { RequestActions } from './request-actions';
import { RequestStatusBadge } from './request-status';
import { SupplierDocuments } from './supplier-documents';

const columns = ['Status', 'Contactpersoon', 'Sjabloon', 'Verstuurd', 'Link geldig tot'].map((label) => ({
  label,
}));

type SupplierRequestsProps = {
  supplierId: string;
  supplierName: string;
  contacts: readonly ContactChoice[];
  /** `supplier_requests.manage`: create, send, withdraw. */
  canManage: boolean;
  detailHref: (requestId: string) => string;
};

/** A supplier's Verzoeken: newest first, 25 at a time, with the moves each status allows. */
export function SupplierRequests({
  supplierId,
  supplierName,
  contacts,
  canManage,
  detailHref,
}: SupplierRequestsProps) {
  const query = useSupplierRequests(supplierId);
  /** The dialog open, for a whole template or for a new copy of one document. */
  const [creating, setCreating] = useState<{ document?: FileCategory } | null>(null);
  const rows = query.data?.pages.flatMap((page) => page.items);
  const columnCount = columns.length + 1;
  return (
    <div className="space-y-4">
      {canManage && (
        <div className="flex justify-end">
          <Button variant="ghost" onClick={() => setCreating({})}>
            Nieuw verzoek
          </Button>
        </div>
      )}
      <TableFrame>
        <table className="min-w-full divide-y divide-gray-200 text-sm" aria-busy={!rows}>
          <caption className="sr-only">Verzoeken aan {supplierName}</caption>
          <ListHead columns={columns} actions />
          <tbody className="divide-y divide-gray-100">
            {!rows ? (
              <TableStatusRow colSpan={columnCount}>
                <LoadingStatus />
              </TableStatusRow>
            ) : rows.length === 0 ? (
              <TableStatusRow colSpan={columnCount}>{EMPTY_TEXT}</TableStatusRow>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-4 py-3">
                    <Link
                      to={detailHref(row.id)}
                      className="hover:underline focus-visible:outline-2 focus-visible:outline-primary-500"
                    >
                      <RequestStatusBadge status={row.status} />
                      <span className="sr-only"> verzoek van {formatDate(row.createdAt)} openen</span>
                    </Link>
                  </td>
                  <td className="px-4 py-3 text-gray-900">
                    {row.contactName}
                    <span className="block text-gray-600">{row.email}</span>
                  </td>
                  <td className="px-4 py-3">{row.templateName}</td>
                  <td className="px-4 py-3 tabular-nums">{row.sentAt ? formatDateTime(row.sentAt) : '—'}</td>
                  <td className="px-4 py-3 tabular-nums">
                    {row.linkExpiresAt ? formatDateTime(row.linkExpiresAt) : '—'}
                  </td>
                  <td className="px-4 py-3">{canManage && <RequestActions request={row} />}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableFrame>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="ghost"
            isLoading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Meer laden
          </Button>
        </div>
      )}
      <SupplierDocuments
        supplierId={supplierId}
        {...(canManage ? { onNewRequest: (document: FileCategory) => setCreating({ document }) } : {})}
      />
      {canManage && (
        <CreateRequestDialog
          supplierId={supplierId}
          contacts={contacts}
          document={creating?.document}
          open={creating !== null}
          onClose={() => setCreating(null)}
        />
      )}
    </div>
  );
}
