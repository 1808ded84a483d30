import { useRef } from 'react';
import { Outlet } from 'react-router';
import { Brand } from './brand';
import { useRouteFocus } from './use-route-focus';

/** A centred card, for login and the other guest and token pages. */
export function AuthLayout() {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <div className="flex min-h-dvh flex-col justify-center bg-gray-50 px-4 py-12 sm:px-6">
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
