import { Link } from 'react-router';
import { env } from '../../config/env';
import { paths } from '../../config/paths';

/** The company's name, as its mails say it (one name everywhere, issue 28). */
export function Brand() {
  return (
    <Link
      to={paths.home.getHref()}
      className="flex min-h-11 items-center gap-2 rounded-md font-semibold text-gray-900 sm:min-h-0"
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      <span className="text-lg tracking-tight">{env.companyName}</span>
    </Link>
  );
}
