import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { toast } from '../../../components/ui/toast-store';
import { formatDateTime } from '../../../lib/format-date';
import { useCalendarLink, useCreateCalendarLink, useRevokeCalendarLink } from '../api/calendar-link';

/**
 * "Agenda-koppeling": a private link to subscribe to in Outlook or another calendar, with the
 * deadlines of the user's own records. The URL is shown once, right after it is made (only its
 * hash is stored); a new link ends the old one, revoking ends it at once.
 */
export function CalendarLink() {
  const link = useCalendarLink();
  const create = useCreateCalendarLink();
  const revoke = useRevokeCalendarLink();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const urlId = useId();
  if (!link.data) return <LoadingScreen />;

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: (created) => setUrl(created.url),
      onError: (error) => toast.error(error.message),
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('De link is gekopieerd.');
    } catch {
      toast.error('Kopiëren lukte niet. Selecteer de link en kopieer hem zelf.');
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">
        Abonneer je in Outlook (of een andere agenda) op deze privélink om de termijnen van je contracten in
        je agenda te zien: de beslisdatum en de dag waarop je uiterlijk moet opzeggen. Deel de link met
        niemand: wie hem heeft, ziet deze data. Maak je een nieuwe link, dan werkt de oude niet meer.
      </p>
      {url && (
        <div className="space-y-2">
          <label htmlFor={urlId} className="block text-sm font-medium text-gray-900">
            Je agenda-link (alleen nu zichtbaar)
          </label>
          <div className="flex gap-2">
            <input
              id={urlId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="block w-full rounded-md border-0 px-3 py-2 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              Kopiëren
            </Button>
          </div>
        </div>
      )}
      {link.data.exists && link.data.createdAt && !url && (
        <p className="text-sm text-gray-900">
          Je hebt een agenda-link sinds {formatDateTime(link.data.createdAt)}.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" isLoading={create.isPending} onClick={makeLink}>
          {link.data.exists ? 'Nieuwe link maken' : 'Link maken'}
        </Button>
        {link.data.exists && (
          <Button variant="danger-outline" onClick={() => setConfirming(true)}>
            Intrekken
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Agenda-link intrekken?"
        description="Agenda's die op deze link zijn geabonneerd, krijgen daarna geen termijnen meer."
        confirmLabel="Intrekken"
        variant="danger"
        isLoading={revoke.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: (message) => {
              setUrl(null);
              setConfirming(false);
              toast.success(message);
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(error.message);
            },
          })
        }
      />
    </div>
  );
}
