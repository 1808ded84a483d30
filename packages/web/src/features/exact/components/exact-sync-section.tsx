import type { ConnectionStatus } from '@crm/core/exact/public';

/**
 * ROOM FOR THE SYNC (issue 27, the sync half; not built here): last and next run, "Nu
 * synchroniseren" with progress, the run log and the records in error or conflict. The `/exact`
 * page already renders this section below the connection, with the connection's status, so the
 * sync work fills in this component and touches nothing else of the page. Until then it shows
 * nothing.
 */
export function ExactSyncSection(_props: { status: ConnectionStatus }) {
  return null;
}
