import { DailyJobAlert } from '../../features/dashboard/components/daily-job-alert';
import { UnsentMailAlert } from '../../features/dashboard/components/unsent-mail-alert';
import { LeadStatusBlock } from '../../features/dashboard/components/lead-status-block';
import { RecentChangesBlock } from '../../features/dashboard/components/recent-changes-block';
import { UpcomingNoticesBlock } from '../../features/dashboard/components/upcoming-notices-block';
import { hasPermission, useUser } from '../../features/auth/api/get-user';
import { ToReviewBlock } from '../../features/supplier-requests/components/to-review-block';
import { MyOpenTodos } from '../../features/todos/components/my-open-todos';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** The dashboard: blocks that each load on their own, shown as far as the user may see them. */
export function Component() {
  useDocumentTitle('Startpagina');
  const user = useUser();
  if (!user) return null;
  return (
    <div className="space-y-6">
      {hasPermission(user, 'users.showAdmin') && (
        <>
          <DailyJobAlert />
          <UnsentMailAlert />
        </>
      )}
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Welkom, {user.name}</h1>
        <p className="text-gray-600">Je bent ingelogd als {user.roleLabel}.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {hasPermission(user, 'todos.view') && <MyOpenTodos canUpdate={hasPermission(user, 'todos.update')} />}
        {hasPermission(user, 'leads.view') && <LeadStatusBlock />}
        {hasPermission(user, 'contracts.view') && <UpcomingNoticesBlock />}
        {hasPermission(user, 'supplier_requests.manage') && hasPermission(user, 'suppliers.view') && (
          <ToReviewBlock detailHref={paths.supplierRequests.detail.getHref} />
        )}
        <div className="lg:col-span-2">
          <RecentChangesBlock />
        </div>
      </div>
    </div>
  );
}
