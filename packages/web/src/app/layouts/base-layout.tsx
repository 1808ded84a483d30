import { Outlet } from 'react-router';

/** No chrome at all, e.g. for the error pages. */
export function BaseLayout() {
  return (
    <div className="min-h-dvh">
      <Outlet />
    </div>
  );
}
