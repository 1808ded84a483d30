import { ChangeLog } from '../../../components/change-log/change-log';
import { useUserHistory } from '../api/get-user-history';
import { describeHistoryEntry } from '../lib/format-history';

/** Who changed which field of the user from what to what, and when; newest first. */
export function UserHistory({ userId }: { userId: string }) {
  const history = useUserHistory(userId);
  return <ChangeLog items={history.data?.map(describeHistoryEntry)} error={history.error} />;
}
