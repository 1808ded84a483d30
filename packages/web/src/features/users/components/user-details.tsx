import { roleLabels } from '@crm/core/auth/permissions';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import type { UserRecord } from '../api/user-record';

export function UserDetails({ user }: { user: UserRecord }) {
  const rows: [string, ReactNode][] = [
    ['Naam', user.name],
    ['E-mailadres', user.email],
    ['Rol', roleLabels[user.role]],
    ['Actief', user.active ? 'Ja' : 'Nee'],
    ['Wachtwoord ingesteld', user.hasPassword ? 'Ja' : 'Nee'],
    ['Aangemaakt op', formatDateTime(user.createdAt)],
    ['Laatst gewijzigd op', formatDateTime(user.updatedAt)],
  ];
  return (
    <dl className="divide-y divide-gray-100">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-gray-600">{term}</dt>
          <dd className="text-sm break-words text-gray-900 sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
