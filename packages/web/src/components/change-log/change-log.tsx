import { Alert } from '../ui/alert';
import { Badge } from '../ui/badge';
import { EMPTY_TEXT, LOADING_TEXT } from '../ui/loading-screen';
import { Spinner } from '../ui/spinner';
import type { ChangeLogItem } from './change-log-item';

type ChangeLogProps = {
  items: readonly ChangeLogItem[] | undefined;
  error?: Error | null;
};

/** Who changed which field from what to what, and when; newest first. */
export function ChangeLog({ items, error }: ChangeLogProps) {
  if (error) return <Alert>{error.message}</Alert>;
  if (!items) {
    return (
      <p role="status" className="flex items-center gap-3 text-sm text-gray-600">
        <Spinner />
        {LOADING_TEXT}
      </p>
    );
  }
  if (items.length === 0) return <p className="text-sm text-gray-600">{EMPTY_TEXT}</p>;
  return (
    <ol className="space-y-4" aria-label="Geschiedenis">
      {items.map((item) => (
        <ChangeLogEntry key={item.key} item={item} />
      ))}
    </ol>
  );
}

function ChangeLogEntry({ item }: { item: ChangeLogItem }) {
  return (
    <li className="rounded-lg bg-white p-4 shadow-xs ring-1 ring-gray-200">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-900">
        {item.subject && <Badge color="blue">{item.subject}</Badge>}{' '}
        <span className="font-semibold">{item.what}</span>{' '}
        <span className="text-gray-600">
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
              <th scope="col" className="py-1 pr-4 font-medium">
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
                <tr key={index} className="align-top">
                  <th scope="row" className="py-1 pr-4 font-normal text-gray-700">
                    {line.label}
                  </th>
                  <td className="py-1 pr-4 break-words whitespace-pre-line text-gray-600">{line.from}</td>
                  <td className="py-1 break-words whitespace-pre-line">{line.to}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      )}
    </li>
  );
}
