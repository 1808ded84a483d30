import { DEFAULT_NOTICE_UNIT, type NoticeUnit } from '@crm/core/contract-types/term';

/** The units a count may be in, as one and as many. */
const unitWords: Readonly<Record<string, readonly [string, string]>> = {
  dagen: ['dag', 'dagen'],
  weken: ['week', 'weken'],
  maanden: ['maand', 'maanden'],
};

/** A count in a unit (`3 maanden`, `1 week`, `14 dagen`); an unknown unit follows the number as given. */
export function formatCount(count: number, unit: string): string {
  const number = count.toLocaleString('nl-NL');
  const words = unitWords[unit];
  if (!words) return unit ? `${number} ${unit}` : number;
  return `${number} ${count === 1 ? words[0] : words[1]}`;
}

/** An Opzegtermijn as it reads everywhere (contract facts, the type table): `3 maanden`, `2 weken`. */
export function formatNoticeTerm(term: {
  noticePeriod: number;
  noticeUnit?: NoticeUnit | undefined;
}): string {
  return formatCount(term.noticePeriod, term.noticeUnit ?? DEFAULT_NOTICE_UNIT);
}
