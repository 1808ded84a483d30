import { dutchToday } from '@crm/core/nl/date';
import { useWatch } from 'react-hook-form';
import { datesLine } from '../lib/contract-dates';
import { previewDates, type ContractFormValues as Values } from '../lib/contract-form';

/**
 * The dates the term gives, computed in the browser as it is typed, with the function the API
 * stores them with; a live region, so a screen reader hears the line change.
 */
export function DatesPreview({ className }: { className?: string }) {
  const values = useWatch<Values>() as Values;
  const dates = previewDates(values, dutchToday());
  return (
    <p
      className={`rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-700 ${className ?? ''}`}
      aria-live="polite"
      data-testid="contract-dates-preview"
    >
      {dates ? datesLine(dates, dates.renewal) : 'Vul de startdatum en de termijnen in om de data te zien.'}
    </p>
  );
}
