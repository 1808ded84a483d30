import type { ConnectionStatus } from '@crm/core/exact/public';
import { AttentionList } from './attention-list';

/**
 * The sync's part of `/exact`, below the connection: the records in error or conflict, each with its
 * Dutch message and a link to its Financieel tab (decision 045). Still to come with the sync run
 * (issue 27): last and next run, "Nu synchroniseren" with progress, and the run log; the page
 * already hands this section the connection's status for them.
 */
export function ExactSyncSection(_props: { status: ConnectionStatus }) {
  return <AttentionList />;
}
