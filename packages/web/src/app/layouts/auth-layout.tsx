import { useRef } from 'react';
import { Outlet } from 'react-router';
import { Brand } from './brand';
import { useRouteFocus } from './use-route-focus';

/**
 * A card for login and the other guest and token pages: centred on a larger screen, at the top on a
 * phone, so a link page that grows from its spinner to its form does not jump (layout shift).
 */
export function AuthLayout() {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <div className="flex min-h-dvh flex-col justify-start bg-gray-50 px-4 py-8 sm:justify-center sm:px-6 sm:py-12">
      <div className="flex justify-center">
        <Brand />
      </div>
      <main
        ref={main}
        tabIndex={-1}
        className="mx-auto mt-8 focus:outline-none w-full max-w-md rounded-lg bg-white px-6 py-8 shadow-sm ring-1 ring-gray-200 sm:px-10"
      >
        <Outlet />
      </main>
    </div>
  );
}
