import { Outlet } from 'react-router';
import { Brand } from './brand';

/** A centred card, for login and the other guest and token pages. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col justify-center bg-gray-50 px-4 py-12 sm:px-6">
      <div className="flex justify-center">
        <Brand />
      </div>
      <main className="mx-auto mt-8 w-full max-w-md rounded-lg bg-white px-6 py-8 shadow-sm ring-1 ring-gray-200 sm:px-10">
        <Outlet />
      </main>
    </div>
  );
}
