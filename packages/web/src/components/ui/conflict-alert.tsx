import { Button } from './button';

type ConflictAlertProps = {
  /** The API's 409 message. */
  message: string;
  onReload: () => void;
  isReloading?: boolean;
};

/** Someone else saved the record after this form was opened: nothing is overwritten silently. */
export function ConflictAlert({ message, onReload, isReloading = false }: ConflictAlertProps) {
  return (
    <div
      role="alert"
      className="rounded-md bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
    >
      <p className="font-semibold">Dit item is intussen gewijzigd</p>
      <p className="mt-1">{message}</p>
      <p className="mt-1">
        Met Opnieuw laden zie je de laatste versie; wat je hier hebt aangepast, gaat dan verloren.
      </p>
      <Button variant="ghost" className="mt-3" onClick={onReload} isLoading={isReloading}>
        Opnieuw laden
      </Button>
    </div>
  );
}
