import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link, useNavigate } from 'react-router';
import { clientConfig } from '../../config/client';
import { paths } from '../../config/paths';
import type { User } from '../../features/auth/api/get-user';
import { useLogout } from '../../features/auth/api/logout';
import { ChevronDown } from './configuration-menu';

const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-gray-700 data-focus:bg-primary-50 data-focus:text-gray-900';

export function ProfileMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const logout = useLogout({
    onSettled: () => void navigate(clientConfig.redirects.afterLogout, { replace: true }),
  });
  const initials = user.name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 data-focus:outline-2 data-focus:outline-primary-500 data-open:bg-gray-100">
        <span
          className="flex size-8 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-gray-900"
          aria-hidden="true"
        >
          {initials}
        </span>
        <span className="max-w-48 truncate max-sm:sr-only">{user.name}</span>
        <ChevronDown />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        transition
        className="z-40 w-56 origin-top-right rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 transition duration-100 ease-out [--anchor-gap:--spacing(2)] focus:outline-none data-closed:scale-95 data-closed:opacity-0"
      >
        <div className="border-b border-gray-100 px-4 py-2 text-xs text-gray-500">
          <p className="truncate">{user.email}</p>
          <p>{user.roleLabel}</p>
        </div>
        <MenuItem>
          <Link to={paths.users.profile.getHref()} className={itemClass}>
            Profiel
          </Link>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            className={itemClass}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            Uitloggen
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
