import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function Brand() {
  return (
    <Link
      to={paths.home.getHref()}
      className="flex items-center gap-2 rounded-md font-semibold text-gray-900"
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      <span className="text-lg tracking-tight">CRM</span>
    </Link>
  );
}
