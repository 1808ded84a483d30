import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useResendInvitation } from '../api/resend-invitation';

/** For a user who has not set a password yet: e-mails a new invitation link. */
export function ResendInvitation({ userId }: { userId: string }) {
  const resend = useResendInvitation(userId);
  return (
    <div className="rounded-md bg-secondary-50 p-4 text-sm text-gray-800 ring-1 ring-secondary-200 ring-inset">
      <p>
        Deze gebruiker heeft nog geen wachtwoord ingesteld. Is de uitnodiging verlopen of niet aangekomen?
        Verstuur dan een nieuwe.
      </p>
      <Button
        variant="secondary"
        className="mt-3"
        isLoading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => toast.success('De uitnodiging is opnieuw verstuurd.'),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        Uitnodiging opnieuw versturen
      </Button>
    </div>
  );
}
