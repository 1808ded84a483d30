import { useId, useState } from 'react';
import type { ConnectionStatus } from '@crm/core/exact/public';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FactList } from '../../../components/ui/fact-list';
import { SelectField } from '../../../components/ui/select-field';
import { toast } from '../../../components/ui/toast-store';
import { formatDateTime } from '../../../lib/format-date';
import {
  useChooseExactDivision,
  useConnectExact,
  useDisconnectExact,
  useExactDivisions,
} from '../api/exact-connection';

const stateLabels: Record<ConnectionStatus['state'], string> = {
  verbonden: 'Verbonden',
  'niet verbonden': 'Niet verbonden',
  'opnieuw verbinden nodig': 'Opnieuw verbinden nodig',
};

const count = (left: number | undefined, limit: number | undefined) =>
  left === undefined ? 'Nog onbekend (na de eerste aanroep)' : `${left} van ${limit ?? '?'}`;

/** State, administration, calls left, Verbinden and Verbreken. */
export function ExactConnection({ status }: { status: ConnectionStatus }) {
  const connect = useConnectExact();
  const disconnect = useDisconnectExact();
  const [confirming, setConfirming] = useState(false);
  const connected = status.state === 'verbonden';

  const startConnect = () =>
    connect.mutate(undefined, {
      // To Exact's login and consent page; it comes back on /exact/callback.
      onSuccess: (url) => window.location.assign(url),
      onError: (error) => toast.error(error.message),
    });

  return (
    <div className="space-y-4">
      {status.state === 'opnieuw verbinden nodig' && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          Exact Online accepteert de opgeslagen toegang niet meer. Verbind opnieuw om verder te
          synchroniseren.
          {status.lostReason && <span className="block text-amber-800">Reden: {status.lostReason}</span>}
        </p>
      )}
      <FactList
        facts={[
          { label: 'Status', value: stateLabels[status.state] },
          { label: 'Administratie', value: status.division?.name },
          {
            label: 'Verbonden door',
            value:
              status.connectedBy && status.connectedAt
                ? `${status.connectedBy}, ${formatDateTime(status.connectedAt)}`
                : undefined,
          },
          ...(status.division
            ? [
                {
                  label: 'Aanroepen over vandaag',
                  value: count(status.callsLeft?.today, status.callsLeft?.dailyLimit),
                },
                {
                  label: 'Aanroepen over deze minuut',
                  value: count(status.callsLeft?.thisMinute, status.callsLeft?.minutelyLimit),
                },
              ]
            : []),
        ]}
      />
      {connected && <DivisionPicker current={status.division?.code} />}
      <div className="flex flex-wrap gap-2">
        {!connected && (
          <Button isLoading={connect.isPending} onClick={startConnect}>
            {status.state === 'niet verbonden' ? 'Verbinden' : 'Opnieuw verbinden'}
          </Button>
        )}
        {status.state !== 'niet verbonden' && (
          <Button variant="danger-outline" onClick={() => setConfirming(true)}>
            Verbreken
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Verbinding met Exact Online verbreken?"
        description="De opgeslagen toegang wordt vergeten. Er wordt niet meer gesynchroniseerd tot iemand opnieuw verbindt."
        confirmLabel="Verbreken"
        variant="danger"
        isLoading={disconnect.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('De verbinding met Exact Online is verbroken.');
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

/** The administrations the connected Exact user may use; the chosen one is stored. */
function DivisionPicker({ current }: { current: number | undefined }) {
  const divisions = useExactDivisions(true);
  const choose = useChooseExactDivision();
  const [picked, setPicked] = useState<string>('');
  const formId = useId();
  if (divisions.isError) return <p className="text-sm text-red-700">{divisions.error.message}</p>;
  if (!divisions.data) return <p className="text-sm text-gray-600">Administraties laden…</p>;
  const value = picked || (current === undefined ? '' : String(current));
  const options = [
    ...(current === undefined ? [{ value: '', label: 'Kies een administratie' }] : []),
    ...divisions.data.map((division) => ({
      value: String(division.code),
      label: `${division.name} (${division.code})`,
    })),
  ];
  return (
    <form
      id={formId}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!value) return;
        choose.mutate(Number(value), {
          onSuccess: (status) => {
            setPicked('');
            toast.success(`Administratie gekozen: ${status.division?.name ?? value}.`);
          },
          onError: (error) => toast.error(error.message),
        });
      }}
    >
      <div className="min-w-64 grow">
        <SelectField
          label="Administratie"
          options={options}
          value={value}
          onChange={(event) => setPicked(event.target.value)}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        isLoading={choose.isPending}
        disabled={!value || Number(value) === current}
      >
        Administratie opslaan
      </Button>
    </form>
  );
}
