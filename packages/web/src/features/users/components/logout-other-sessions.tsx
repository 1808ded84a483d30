import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useLogoutOtherSessions } from '../api/logout-other-sessions';

/** "Overal uitloggen": every other browser and device has to sign in again; this one stays. */
export function LogoutOtherSessions() {
  const logout = useLogoutOtherSessions();
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">
        Ben je ergens ingelogd gebleven, bijvoorbeeld op een gedeelde computer? Log dan overal uit. Je blijft
        alleen hier ingelogd.
      </p>
      <Button
        variant="ghost"
        isLoading={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, {
            onSuccess: (message) => toast.success(message),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        Overal uitloggen
      </Button>
    </div>
  );
}
