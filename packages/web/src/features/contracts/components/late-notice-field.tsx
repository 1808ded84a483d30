import { dutchDate, dutchToday } from '@crm/core/nl/date';
import { useEffect, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFieldError } from '../../../components/form/form-text-field';
import type { ContractRecord } from '../api/get-contract';
import type { ContractFormValues as Values } from '../lib/contract-form';
import { DEFAULT_LATE_NOTICE_END, lateNoticeQuestion } from '../lib/late-notice';

/**
 * Asked only when the status is changed to Opgezegd after the contract's last notice day, while it
 * would renew: until when does the notice hold? Each choice names its end. Hidden, it holds nothing
 * (and nothing is sent); shown, it starts at the next period's end.
 */
export function LateNoticeField({ contract, className }: { contract: ContractRecord; className?: string }) {
  const { register, getValues, setValue } = useFormContext<Values>();
  const status = useWatch<Values, 'status'>({ name: 'status' });
  const question = lateNoticeQuestion(contract, dutchToday());
  const isShown = question !== null && status === 'opgezegd';
  useEffect(() => {
    const current = getValues('lateNoticeEnd');
    if (isShown && current === '') setValue('lateNoticeEnd', DEFAULT_LATE_NOTICE_END);
    if (!isShown && current !== '') setValue('lateNoticeEnd', '');
  }, [isShown, getValues, setValue]);
  const error = useFieldError('lateNoticeEnd');
  const errorId = useId();
  if (!isShown) return null;
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-900">
        {question.legend}
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="mt-2 space-y-2">
        {question.choices.map((choice) => (
          <label key={choice.value} className="flex items-baseline gap-2 text-sm text-gray-900">
            <input
              type="radio"
              className="size-4 border-gray-300 text-primary-600"
              value={choice.value}
              required
              {...register('lateNoticeEnd')}
            />
            <span>
              {choice.label}
              <span className="text-gray-600">: tot en met {dutchDate(choice.end)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
