import { mailConfig } from '../mail/config.ts';
import type { MailMessage } from '../mail/message.ts';
import { layout } from '../mail/templates.ts';
import { dutchDate } from '../nl/date.ts';

/** The most records a summary names; the rest are counted (the log and the records say them). */
export const SUMMARY_LINES = 200;

/** The Beheerders' summary after the daily job caught up on days it had missed (decision 039). */
export function lateSummaryMail(input: {
  to: string;
  name: string;
  from: string;
  today: string;
  late: readonly { label: string; what: string; days: number }[];
}): MailMessage {
  const { appUrl } = mailConfig();
  const count = input.late.length;
  const shown = input.late.slice(0, SUMMARY_LINES);
  const more = count - shown.length;
  return layout({
    to: input.to,
    subject: `Termijnbewaking: ${count} ${count === 1 ? 'contract' : 'contracten'} te laat bijgewerkt`,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      `De dagelijkse taak heeft na ${dutchDate(input.from)} niet gedraaid tot ${dutchDate(input.today)}. Wat in die tijd had moeten gebeuren, is nu alsnog gedaan:`,
      ...shown.map(
        (item) => `${item.label}: ${item.what} (${item.days} ${item.days === 1 ? 'dag' : 'dagen'} te laat)`,
      ),
      ...(more > 0
        ? [`En nog ${more} ${more === 1 ? 'contract' : 'contracten'}: zie de contractenlijst.`]
        : []),
    ],
    action: { label: 'Contracten bekijken', url: `${appUrl}/contracts` },
    footer: 'Je ontvangt dit bericht omdat je beheerder bent.',
  });
}
