import { useUser } from '../../features/auth/api/get-user';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  useDocumentTitle('Startpagina');
  const user = useUser();
  if (!user) return null;
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Welkom, {user.name}</h1>
      <p className="text-gray-600">Je bent ingelogd als {user.roleLabel}.</p>
    </div>
  );
}
