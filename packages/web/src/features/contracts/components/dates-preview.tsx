import { dutchToday } from '@crm/core/nl/date';
import { useWatch } from 'react-hook-form';
import { datesLine, passedNoticeText } from '../lib/contract-dates';
import { previewDates, type ContractFormValues as Values } from '../lib/contract-form';

/**
 * The dates the term gives, computed in the browser as it is typed, with the function the API
 * stores them with; a live region, so a screen reader hears the line change.
 */
export function DatesPreview({ className }: { className?: string }) {
  const values = useWatch<Values>() as Values;
  const today = dutchToday();
  const dates = previewDates(values, today);
  const passed = dates && passedNoticeText(dates.term, dates, today);
  return (
    <p
      className={`rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-700 ${className ?? ''}`}
      aria-live="polite"
      data-testid="contract-dates-preview"
    >
      {dates ? datesLine(dates, dates.renewal) : 'Vul de startdatum en de termijnen in om de data te zien.'}
      {passed && (
        <span className="block font-semibold text-red-700" data-testid="notice-passed">
          {passed}
        </span>
      )}
    </p>
  );
}
