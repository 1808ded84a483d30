import { DailyJobAlert } from '../../features/dashboard/components/daily-job-alert';
import { UnsentMailAlert } from '../../features/dashboard/components/unsent-mail-alert';
import { LeadStatusBlock } from '../../features/dashboard/components/lead-status-block';
import { RecentChangesBlock } from '../../features/dashboard/components/recent-changes-block';
import { UpcomingNoticesBlock } from '../../features/dashboard/components/upcoming-notices-block';
import { hasPermission, useUser } from '../../features/auth/api/get-user';
import { MyOpenTodos } from '../../features/todos/components/my-open-todos';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ToReviewBlock } from '../dashboard/to-review-block';

/** The dashboard: blocks that each load on their own, shown as far as the user may see them. */
export function Component() {
  useDocumentTitle('Startpagina');
  const user = useUser();
  if (!user) return null;
  const reviewsRequests =
    hasPermission(user, 'supplier_requests.manage') && hasPermission(user, 'suppliers.view');
  const reviewsOnboardings = hasPermission(user, 'leads.update') || hasPermission(user, 'customers.update');
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
        {(reviewsRequests || reviewsOnboardings) && (
          <ToReviewBlock requests={reviewsRequests} onboardings={reviewsOnboardings} />
        )}
        <div className="lg:col-span-2">
          <RecentChangesBlock />
        </div>
      </div>
    </div>
  );
}
