import type { StoredDates } from './dates.ts';
import { addDays, daysBetween, dutchDate } from '../nl/date.ts';

/**
 * What a contract's reminders say (decision 039), for its todo and its mail alike. The last notice
 * day always reads "uiterlijk opzeggen op 30-11-2026": "vóór" would exclude the day itself.
 */

/** Which reminder: the decision on a renewing period, its 7-day mail, a period without renewal, … */
export type ReminderVariant = 'decide' | 'notice' | 'expiry' | 'explicit' | 'missed';

export interface PlannedReminder {
  kind: 'decision-todo' | 'decision-mail' | 'notice-7-mail';
  variant: ReminderVariant;
  /** The ledger's occurrence: `<period>#<last notice day>`, so moved dates re-arm it. */
  key: string;
  /** The day it was due. */
  due: string;
  /** Days after `due` (0 when on time). */
  late: number;
  /** The period it is about. */
  period: StoredDates;
  /** For `missed`: the next chance to give notice. */
  next?: StoredDates | undefined;
  /** Further occurrences this todo stands for (the ledger is written for each). */
  alsoKeys?: string[] | undefined;
}

export const lateText = (days: number) => `${days} ${days === 1 ? 'dag' : 'dagen'} te laat`;

interface Named {
  number: string;
  title: string;
}

export interface ReminderText {
  subject: string;
  lead: string;
  description: string;
  /** The todo's title and deadline. */
  todoTitle: string;
  deadline: string;
  /** What it was about in a few words, for the job's report and the Beheerders' summary. */
  summary: string;
}

/** The texts of one reminder on `today`. */
export function reminderText(contract: Named, reminder: PlannedReminder, today: string): ReminderText {
  const { period } = reminder;
  const late = reminder.late > 0 ? ` (${lateText(reminder.late)})` : '';
  const lateSentence = reminder.late > 0 ? ` Deze herinnering komt ${lateText(reminder.late)}.` : '';
  const noticeBy = dutchDate(period.noticeBy);
  const ends = dutchDate(period.periodEnd);
  const decision = `Besluit over verlenging van ${contract.number}`;
  switch (reminder.variant) {
    case 'decide':
      return {
        subject: `${decision}: uiterlijk opzeggen op ${noticeBy}${late}`,
        lead: 'Het is tijd om te beslissen of het contract wordt opgezegd.',
        description: `Uiterlijk opzeggen op ${noticeBy}; dan eindigt het contract op ${ends}. Anders wordt het verlengd.${lateSentence}`,
        todoTitle: decision,
        deadline: period.noticeBy,
        summary: `besluit over verlenging, uiterlijk opzeggen op ${noticeBy}`,
      };
    case 'notice': {
      const left = daysBetween(today, period.noticeBy);
      return {
        subject: `Nog ${left} ${left === 1 ? 'dag' : 'dagen'}: ${contract.number} uiterlijk opzeggen op ${noticeBy}${late}`,
        lead: 'De opzegtermijn loopt bijna af.',
        description: `Uiterlijk opzeggen op ${noticeBy}; dan eindigt het contract op ${ends}. Anders wordt het verlengd.${lateSentence}`,
        todoTitle: decision,
        deadline: period.noticeBy,
        summary: `nog 7 dagen, uiterlijk opzeggen op ${noticeBy}`,
      };
    }
    case 'expiry':
      return {
        subject: `Contract loopt af op ${ends}: ${contract.number}${late}`,
        lead: `Het contract loopt af op ${ends} en wordt niet verlengd.`,
        description: `Contract loopt af op ${ends}. Wie het wil voortzetten, maakt een nieuw contract.${lateSentence}`,
        todoTitle: `Contract loopt af op ${ends}: ${contract.number}`,
        deadline: period.periodEnd,
        summary: `loopt af op ${ends}`,
      };
    case 'explicit':
      return {
        subject: `${decision}: loopt af op ${ends}${late}`,
        lead: 'Het contract wordt alleen verlengd als een verlenging wordt vastgelegd.',
        description: `Het contract loopt af op ${ends}, tenzij een verlenging wordt vastgelegd ("Verlenging vastleggen").${lateSentence}`,
        todoTitle: decision,
        deadline: period.periodEnd,
        summary: `besluit over verlenging, loopt af op ${ends}`,
      };
    case 'missed': {
      const next = reminder.next ?? period;
      const nextNotice = dutchDate(next.noticeBy);
      return {
        subject: `Opzegdatum verstreken: ${contract.number}, volgende kans uiterlijk opzeggen op ${nextNotice}`,
        lead: `Uiterlijk opzeggen op ${noticeBy} is verstreken zonder dat iemand eraan werd herinnerd (${lateText(reminder.late)}).`,
        description: `Uiterlijk opzeggen op ${noticeBy} is verstreken (${lateText(reminder.late)}). De volgende kans: uiterlijk opzeggen op ${nextNotice}; dan eindigt het contract op ${dutchDate(next.periodEnd)}.`,
        todoTitle: decision,
        deadline: next.noticeBy,
        summary: `uiterlijk opzeggen op ${noticeBy} verstreken, volgende kans ${nextNotice}`,
      };
    }
  }
}

/** The day the 7-day reminder is due. */
export const noticeReminderDay = (noticeBy: string) => addDays(noticeBy, -7);
