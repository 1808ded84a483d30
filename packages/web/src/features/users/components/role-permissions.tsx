import { describePermissions } from '../lib/permission-descriptions';

/** The user's role and, in words, what it allows. */
export function RolePermissions({
  roleLabel,
  permissions,
}: {
  roleLabel: string;
  permissions: readonly string[];
}) {
  return (
    <div className="space-y-4 text-sm">
      <p className="text-gray-700">
        Je rol is <strong className="text-gray-900">{roleLabel}</strong>. Daarmee mag je:
      </p>
      {permissions.length === 0 ? (
        <p className="text-gray-600">Geen rechten.</p>
      ) : (
        <ul className="grid gap-x-6 gap-y-1.5 sm:grid-cols-2" aria-label="Rechten">
          {describePermissions(permissions).map((description) => (
            <li key={description} className="flex items-start gap-2 text-gray-900">
              <svg
                className="mt-0.5 size-4 shrink-0 text-green-600"
                viewBox="0 0 20 20"
                fill="currentColor"
                aria-hidden="true"
              >
                <path
                  fillRule="evenodd"
                  d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
                  clipRule="evenodd"
                />
              </svg>
              {description}
            </li>
          ))}
        </ul>
      )}
      {/* Whoever manages users changes roles themselves; only others need to ask. */}
      <p className="text-gray-600">
        {permissions.includes('users.showAdmin')
          ? 'Een andere rol nodig? Die wijzig je bij Gebruikers.'
          : 'Een andere rol nodig? Vraag het een beheerder.'}
      </p>
    </div>
  );
}
