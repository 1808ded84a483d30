import { mailConfig } from '../mail/config.ts';
import type { MailMessage } from '../mail/message.ts';
import { layout } from '../mail/templates.ts';
import type { ContractItem } from './item.ts';
import { reminderText, type PlannedReminder } from './reminder-text.ts';

type MailContract = Pick<
  ContractItem,
  'id' | 'number' | 'title' | 'customerName' | 'supplierName' | 'periodEnd' | 'noticeBy'
>;

/**
 * The owner's reminder about a contract (decision 039): on the Beslisdatum, 7 days before the last
 * notice day, when a contract without renewal runs out, or when a last notice day passed unseen.
 * A late one says how late. Plain text and HTML through the shared layout.
 */
export function contractReminderMail(input: {
  to: string;
  name: string;
  contract: MailContract;
  reminder: PlannedReminder;
  today: string;
}): MailMessage {
  const { appUrl } = mailConfig();
  const text = reminderText(input.contract, input.reminder, input.today);
  return layout({
    to: input.to,
    subject: text.subject,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      `${text.lead} Het gaat om ${input.contract.number} (${input.contract.title}) tussen ${input.contract.customerName} en ${input.contract.supplierName}.`,
      text.description,
    ],
    action: { label: 'Contract bekijken', url: `${appUrl}/contracts/${input.contract.id}` },
    footer: 'Je ontvangt dit bericht omdat je eigenaar bent van dit contract.',
  });
}
