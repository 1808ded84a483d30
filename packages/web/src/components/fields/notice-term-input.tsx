import type { Catalogue } from '@crm/core/catalogue/field';
import { FieldInput } from './field-input';

/** What the surrounding form holds of the Opzegtermijn (a contract's, a contract type's). */
type NoticeTermValues = { noticePeriod: string; noticeUnit: string };

/**
 * The Opzegtermijn of a contract or contract type: the number and its unit (dagen, weken, maanden)
 * side by side in one grid cell. Both catalogues name the fields `noticePeriod` and `noticeUnit`.
 */
export function NoticeTermInput({ catalogue, className }: { catalogue: Catalogue; className?: string }) {
  return (
    <div className={`grid grid-cols-2 items-start gap-x-3 ${className ?? ''}`}>
      <FieldInput<NoticeTermValues> catalogue={catalogue} name="noticePeriod" isRequired autoComplete="off" />
      <FieldInput<NoticeTermValues> catalogue={catalogue} name="noticeUnit" isRequired />
    </div>
  );
}
