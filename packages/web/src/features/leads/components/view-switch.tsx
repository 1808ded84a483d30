import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';

const itemClass = (active: boolean) =>
  `px-3 py-2 text-sm font-medium first:rounded-l-md last:rounded-r-md focus-visible:outline-2 focus-visible:outline-primary-500 ${
    active ? 'bg-secondary text-gray-950' : 'bg-white text-gray-700 hover:bg-gray-50'
  }`;

/** Lijst or Bord, keeping the filters; the view is part of the URL, like the filters. */
export function ViewSwitch({ param, boardValue }: { param: string; boardValue: string }) {
  const [searchParams] = useSearchParams();
  const isBoard = searchParams.get(param) === boardValue;
  const hrefFor = (board: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (board) next.set(param, boardValue);
    else next.delete(param);
    // The board's columns are the statuses, and its cards are in name order.
    if (board) ['status', 'sort', 'order'].forEach((key) => next.delete(key));
    return paths.leads.list.getHref(next.toString());
  };
  return (
    <nav aria-label="Weergave" className="inline-flex rounded-md shadow-xs ring-1 ring-gray-300 ring-inset">
      <Link to={hrefFor(false)} aria-current={isBoard ? undefined : 'page'} className={itemClass(!isBoard)}>
        Lijst
      </Link>
      <Link to={hrefFor(true)} aria-current={isBoard ? 'page' : undefined} className={itemClass(isBoard)}>
        Bord
      </Link>
    </nav>
  );
}
