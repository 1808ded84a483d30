import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { TextButton } from '../../../components/ui/text-button';
import { TextLink } from '../../../components/ui/text-link';
import { toast } from '../../../components/ui/toast-store';
import { formatDateTime } from '../../../lib/format-date';
import { getUnsentMailQueryOptions, resendUnsentMail, type OwedMail } from '../api/get-dashboard';

function UnsentMailRow({ mail }: { mail: OwedMail }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => resendUnsentMail(mail.id),
    onSuccess: () => toast.success(`De e-mail aan ${mail.to} is verstuurd.`),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getUnsentMailQueryOptions().queryKey }),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1">
      <span>
        {mail.path ? <TextLink to={mail.path}>{mail.label}</TextLink> : mail.label} aan {mail.to}
        <span className="block text-xs">
          Sinds {formatDateTime(mail.createdAt)}, {mail.attempts}× geprobeerd; volgende poging{' '}
          {formatDateTime(mail.nextAttemptAt)}
        </span>
      </span>
      <TextButton onClick={() => resend.mutate()} className={resend.isPending ? 'opacity-50' : ''}>
        {resend.isPending ? 'Bezig met versturen…' : 'Nu versturen'}
      </TextButton>
    </li>
  );
}

/** The list itself: shown only when a mail has failed at least once. */
export function UnsentMailWarning({ items }: { items: OwedMail[] }) {
  const failed = items.filter((mail) => mail.attempts > 0);
  if (failed.length === 0) return null;
  return (
    <Alert variant="warning">
      <p className="font-medium">
        {failed.length === 1
          ? 'Eén e-mail kon nog niet worden verstuurd.'
          : `${failed.length} e-mails konden nog niet worden verstuurd.`}{' '}
        Ze worden automatisch opnieuw geprobeerd.
      </p>
      <ul className="mt-2 divide-y divide-amber-200">
        {failed.map((mail) => (
          <UnsentMailRow key={mail.id} mail={mail} />
        ))}
      </ul>
    </Alert>
  );
}

/** Mail the app owes and could not deliver, for a Beheerder: nothing while all mail goes out. */
export function UnsentMailAlert() {
  const query = useQuery(getUnsentMailQueryOptions());
  return query.data ? <UnsentMailWarning items={query.data} /> : null;
}
