import type { OnboardingKind } from '@crm/core/onboarding/schema';
import { Link } from 'react-router';
import { AnswerStatusBadge } from '../../../components/answer-form/answer-status-badge';
import { ListHead } from '../../../components/list/list-head';
import { EMPTY_TEXT } from '../../../components/ui/loading-screen';
import { LoadingStatus, TableFrame, TableStatusRow } from '../../../components/ui/table-frame';
import { formatDateTime } from '../../../lib/format-date';
import { useOnboardings } from '../api/onboardings';

const columns = ['Status', 'Contactpersoon', 'Verstuurd', 'Link geldig tot', 'Ingediend'].map((label) => ({
  label,
}));

/** A lead's or customer's onboardings, newest first, each a link to its page. */
export function OnboardingList({
  kind,
  targetId,
  targetName,
  detailHref,
}: {
  kind: OnboardingKind;
  targetId: string;
  targetName: string;
  detailHref: (onboardingId: string) => string;
}) {
  const query = useOnboardings(kind, targetId);
  const rows = query.data?.items;
  return (
    <TableFrame>
      <table className="min-w-full divide-y divide-gray-200 text-sm" aria-busy={!rows}>
        <caption className="sr-only">Onboardings van {targetName}</caption>
        <ListHead columns={columns} />
        <tbody className="divide-y divide-gray-100">
          {!rows ? (
            <TableStatusRow colSpan={columns.length}>
              <LoadingStatus />
            </TableStatusRow>
          ) : rows.length === 0 ? (
            <TableStatusRow colSpan={columns.length}>{EMPTY_TEXT}</TableStatusRow>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <td className="px-4 py-3">
                  <Link
                    to={detailHref(row.id)}
                    className="hover:underline focus-visible:outline-2 focus-visible:outline-primary-500"
                  >
                    <AnswerStatusBadge status={row.status} />
                    <span className="sr-only"> onboarding openen</span>
                  </Link>
                </td>
                <td className="px-4 py-3 text-gray-900">
                  {row.contactName}
                  <span className="block text-gray-600">{row.email}</span>
                </td>
                <td className="px-4 py-3 tabular-nums">{row.sentAt ? formatDateTime(row.sentAt) : '—'}</td>
                <td className="px-4 py-3 tabular-nums">
                  {row.linkExpiresAt ? formatDateTime(row.linkExpiresAt) : '—'}
                </td>
                <td className="px-4 py-3 tabular-nums">
                  {row.submittedAt ? formatDateTime(row.submittedAt) : '—'}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableFrame>
  );
}
