import { mailConfig } from '../mail/config.ts';
import type { MailMessage } from '../mail/message.ts';
import { layout } from '../mail/templates.ts';
import { dutchDate } from '../nl/date.ts';

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
  return layout({
    to: input.to,
    subject: `Termijnbewaking: ${count} ${count === 1 ? 'actie' : 'acties'} te laat uitgevoerd`,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      `De dagelijkse taak heeft na ${dutchDate(input.from)} niet gedraaid tot ${dutchDate(input.today)}. Wat in die tijd had moeten gebeuren, is nu alsnog gedaan:`,
      ...input.late.map(
        (item) => `${item.label}: ${item.what} (${item.days} ${item.days === 1 ? 'dag' : 'dagen'} te laat)`,
      ),
    ],
    action: { label: 'Contracten bekijken', url: `${appUrl}/contracts` },
    footer: 'Je ontvangt dit bericht omdat je beheerder bent.',
  });
}
