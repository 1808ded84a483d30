import { Alert } from '../../../components/ui/alert';
import { EMPTY_TEXT, LOADING_TEXT } from '../../../components/ui/loading-screen';
import { Spinner } from '../../../components/ui/spinner';
import { useUserHistory } from '../api/get-user-history';
import { describeHistoryEntry, type HistoryItem } from '../lib/format-history';

/** Who changed which field of the user from what to what, and when; newest first. */
export function UserHistory({ userId }: { userId: string }) {
  const history = useUserHistory(userId);

  if (history.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-sm text-gray-600">
        <Spinner />
        {LOADING_TEXT}
      </p>
    );
  }
  if (history.isError) return <Alert>{history.error.message}</Alert>;
  if (history.data.length === 0) return <p className="text-sm text-gray-600">{EMPTY_TEXT}</p>;

  return (
    <ol className="space-y-4" aria-label="Geschiedenis">
      {history.data.map((entry) => (
        <HistoryEntryView key={entry.sk} item={describeHistoryEntry(entry)} />
      ))}
    </ol>
  );
}

function HistoryEntryView({ item }: { item: HistoryItem }) {
  return (
    <li className="rounded-md p-4 ring-1 ring-gray-200">
      <p className="text-sm text-gray-900">
        <span className="font-semibold">{item.what}</span>
        <span className="text-gray-600">
          {' '}
          door {item.who} op <time>{item.when}</time>
        </span>
      </p>
      {item.lines.length > 0 && (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <thead className="text-gray-600">
            <tr>
              <th scope="col" className="w-1/4 py-1 pr-4 font-medium">
                Veld
              </th>
              <th scope="col" className="w-3/8 py-1 pr-4 font-medium">
                Van
              </th>
              <th scope="col" className="py-1 font-medium">
                Naar
              </th>
            </tr>
          </thead>
          <tbody className="text-gray-900">
            {item.lines.map((line, index) =>
              line.kind === 'note' ? (
                <tr key={index}>
                  <td colSpan={3} className="py-1">
                    {line.text}
                  </td>
                </tr>
              ) : (
                <tr key={index}>
                  <th scope="row" className="py-1 pr-4 font-normal text-gray-700">
                    {line.label}
                  </th>
                  <td className="py-1 pr-4 break-all text-gray-600">{line.from}</td>
                  <td className="py-1 break-all">{line.to}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      )}
    </li>
  );
}
