import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useRef } from 'react';
import { NavLink, Outlet, useNavigation } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { useUser } from '../../features/auth/api/get-user';
import { GlobalSearch } from '../../features/search/components/global-search';
import { TodoMenuBadge } from '../../features/todos/components/todo-menu-badge';
import { Brand } from './brand';
import { ConfigurationMenu } from './configuration-menu';
import { configurationMenuItems, mainMenuItems, visibleMenuItems } from './menu-items';
import { ProfileMenu } from './profile-menu';
import { useRouteFocus } from './use-route-focus';

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center border-b-2 px-1 pt-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 ${
    isActive
      ? 'border-primary-500 text-gray-900'
      : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900'
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block border-l-4 py-2 pr-4 pl-3 text-base font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500 ${
    isActive
      ? 'border-primary-500 bg-primary-50 text-gray-900'
      : 'border-transparent text-gray-600 hover:border-gray-300 hover:bg-gray-50 hover:text-gray-900'
  }`;

/**
 * The signed-in app shell: top bar with the menus the user may see and the global search (also on
 * Ctrl+K or Cmd+K), then the page.
 */
export function DefaultLayout() {
  const user = useUser();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  // The route loader lets only signed-in users in; after logout or a 401 the app is on its way to
  // the login page, so render nothing meanwhile.
  if (!user) return null;

  const mainItems = visibleMenuItems(mainMenuItems, user.permissions);
  const configurationItems = visibleMenuItems(configurationMenuItems, user.permissions);

  return (
    <div className="min-h-dvh">
      <SkipLink target={main} />
      <NavigationProgress />
      <Disclosure as="header" className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <div className="flex items-center gap-4 self-stretch md:gap-8">
            {mainItems.length > 0 && (
              <DisclosureButton className="group -ml-2 rounded-md p-2 text-gray-500 hover:bg-gray-100 data-focus:outline-2 data-focus:outline-primary-500 md:hidden">
                <span className="sr-only">Menu</span>
                <svg
                  className="size-6"
                  fill="none"
                  viewBox="0 0 24 24"
                  strokeWidth="1.5"
                  stroke="currentColor"
                  aria-hidden="true"
                >
                  <path
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    d="M3.75 6.75h16.5M3.75 12h16.5m-16.5 5.25h16.5"
                  />
                </svg>
              </DisclosureButton>
            )}
            <Brand />
            {mainItems.length > 0 && (
              <nav aria-label="Hoofdmenu" className="hidden gap-6 self-stretch md:flex">
                {mainItems.map((item) => (
                  <NavLink key={item.href} to={item.href} className={desktopLinkClass}>
                    {item.label}
                    {item.badge === 'openTodos' && <TodoMenuBadge />}
                  </NavLink>
                ))}
              </nav>
            )}
          </div>
          <div className="flex items-center gap-2">
            <GlobalSearch />
            <ConfigurationMenu items={configurationItems} />
            <ProfileMenu user={user} />
          </div>
        </div>
        <DisclosurePanel className="border-t border-gray-200 py-2 md:hidden">
          <nav aria-label="Hoofdmenu mobiel">
            {mainItems.map((item) => (
              <NavLink key={item.href} to={item.href} className={mobileLinkClass}>
                {item.label}
                {item.badge === 'openTodos' && <TodoMenuBadge />}
              </NavLink>
            ))}
          </nav>
        </DisclosurePanel>
      </Disclosure>
      <main
        ref={main}
        id="inhoud"
        tabIndex={-1}
        className="mx-auto max-w-7xl px-4 py-8 focus:outline-none sm:px-6 lg:px-8"
      >
        <Outlet />
      </main>
    </div>
  );
}

/** A thin bar at the top while the next page loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary-100"
      role="progressbar"
      aria-label="Bezig met laden..."
    >
      <div className="h-full w-1/3 animate-pulse bg-primary-500" />
    </div>
  );
}
