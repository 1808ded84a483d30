import type { HistoryEntry } from '@crm/core/db/history-entry';
import type { RequestRecord } from '@crm/core/supplier-requests/public';
import {
  askableField,
  documentCategoryLabels,
  fieldGroupLabels,
  requestMoves,
} from '@crm/core/supplier-requests/schema';
import { useMemo, type ReactNode } from 'react';
import { ChangeLog } from '../../../components/change-log/change-log';
import { describeRecordHistory } from '../../../components/change-log/describe-history';
import { displayValue } from '../../../components/fields/field-display';
import { Card } from '../../../components/ui/card';
import { EmptyValue, FactList } from '../../../components/ui/fact-list';
import { formatDateTime } from '../../../lib/format-date';
import { RequestActions } from './request-actions';
import { RequestStatusBadge } from './request-status';

type RequestDetailProps = {
  record: RequestRecord;
  history: readonly HistoryEntry[];
  canManage: boolean;
  staffNames: ReadonlyMap<string, string>;
  /**
   * Where the review of the supplier's answer is mounted (the staged change set's three-way diff
   * and field approvals, decision 036), once the request is Ingediend.
   */
  review?: ReactNode;
};

const yesNo = (value: boolean) => (value ? 'Ja' : 'Nee');
const moment = (value: string | undefined) => (value ? formatDateTime(value) : <EmptyValue />);

/** A request: its status and link, what it asks (with the values as sent), the review's place, its history. */
export function RequestDetail({ record, history, canManage, staffNames, review }: RequestDetailProps) {
  const items = useMemo(
    () => describeRecordHistory(history, { kind: 'supplier', staffNames }),
    [history, staffNames],
  );
  const open = (requestMoves.withdraw.from as readonly string[]).includes(record.status);
  return (
    <div className="space-y-6">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title="Verzoek">
          <FactList
            facts={[
              { label: 'Status', value: <RequestStatusBadge status={record.status} /> },
              { label: 'Sjabloon', value: record.templateName },
              { label: 'Contactpersoon', value: `${record.contactName} (${record.email})` },
              { label: 'Verstuurd', value: moment(record.sentAt) },
              { label: 'Verstuurd door', value: record.sentByName ?? <EmptyValue /> },
              { label: 'Ingediend', value: moment(record.submittedAt) },
            ]}
          />
        </Card>
        <Card title="Link">
          <FactList
            facts={[
              { label: 'Geldig tot', value: moment(record.linkExpiresAt) },
              {
                label: 'Werkt nu',
                value: yesNo(open && Date.parse(record.linkExpiresAt ?? '') > Date.now()),
              },
              { label: 'Geldigheid', value: `${record.template.validityDays} dagen` },
              { label: 'Herinnering', value: `elke ${record.template.reminderDays} dagen` },
              { label: 'Keer verstuurd', value: String(record.round) },
            ]}
          />
          {canManage && (
            <div className="mt-4">
              <RequestActions request={record} />
            </div>
          )}
        </Card>
      </div>
      {record.template.intro && (
        <Card title="Introductietekst">
          <p className="text-sm whitespace-pre-line text-gray-900">{record.template.intro}</p>
        </Card>
      )}
      <Card title="Gevraagde velden">
        <AskedFieldTable record={record} />
      </Card>
      <Card title="Gevraagde documenten">
        {record.template.documents.length === 0 ? (
          <p className="text-sm text-gray-600">Geen documenten gevraagd.</p>
        ) : (
          <ul className="space-y-1 text-sm text-gray-900">
            {record.template.documents.map((document) => (
              <li key={document.category}>
                {documentCategoryLabels[document.category]}
                {document.required ? ', verplicht' : ', niet verplicht'}
                {document.validUntil ? ', met Geldig tot' : ''}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <section aria-label="Beoordeling" data-review-slot="supplier-request">
        {review ?? (
          <Card title="Beoordeling">
            <p className="text-sm text-gray-600">
              {record.status === 'ingediend'
                ? 'De leverancier heeft het verzoek ingediend. De voorgestelde wijzigingen worden hier veld voor veld beoordeeld.'
                : 'Zodra de leverancier het verzoek indient, beoordeel je hier de voorgestelde wijzigingen.'}
            </p>
          </Card>
        )}
      </section>
      <Card title="Geschiedenis">
        <ChangeLog items={items} />
      </Card>
    </div>
  );
}

function AskedFieldTable({ record }: { record: RequestRecord }) {
  return (
    <table className="min-w-full text-sm">
      <caption className="sr-only">Gevraagde velden, met de waarde zoals verstuurd</caption>
      <thead>
        <tr className="text-left text-gray-600">
          {['Veld', 'Onderdeel', 'Verplicht', 'Kritiek', 'Zoals verstuurd'].map((label) => (
            <th key={label} scope="col" className="py-1 pr-4 font-normal">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {record.template.fields.map((asked) => {
          const known = askableField(asked.key);
          const value = record.sent?.[asked.key];
          return (
            <tr key={asked.key}>
              <th scope="row" className="py-2 pr-4 text-left font-normal text-gray-900">
                {known?.field.label ?? asked.key}
              </th>
              <td className="py-2 pr-4">{known ? fieldGroupLabels[known.group] : ''}</td>
              <td className="py-2 pr-4">{yesNo(asked.required)}</td>
              <td className="py-2 pr-4">{yesNo(asked.critical)}</td>
              <td className="py-2 pr-4">
                {record.sent === undefined ? (
                  'Nog niet verstuurd'
                ) : known && value !== undefined ? (
                  displayValue(known.field, value)
                ) : (
                  <EmptyValue />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
