import { mailConfig } from '../mail/config.ts';
import type { MailMessage } from '../mail/message.ts';
import { layout } from '../mail/templates.ts';
import type { ContractItem } from './item.ts';

/** dd-mm-jjjj, as every Dutch date the product shows. */
const dutchDate = (date: string) => date.split('-').reverse().join('-');

/**
 * The owner's reminder about a contract's notice: on the Beslisdatum (`decide`) and 7 days before
 * Opzeggen vóór (`notice`). Plain text and HTML through the shared layout.
 */
export function contractNoticeMail(input: {
  to: string;
  name: string;
  contract: Pick<
    ContractItem,
    'id' | 'number' | 'title' | 'customerName' | 'supplierName' | 'periodEnd' | 'noticeBy'
  >;
  kind: 'decide' | 'notice';
}): MailMessage {
  const { appUrl } = mailConfig();
  const { contract } = input;
  const noticeBy = dutchDate(contract.noticeBy);
  const subject =
    input.kind === 'decide'
      ? `Besluit over verlenging van ${contract.number}: opzeggen vóór ${noticeBy}`
      : `Nog 7 dagen: ${contract.number} opzeggen vóór ${noticeBy}`;
  const lead =
    input.kind === 'decide'
      ? `Het is tijd om te beslissen over ${contract.number} (${contract.title}) tussen ${contract.customerName} en ${contract.supplierName}.`
      : `Over 7 dagen verloopt de opzegtermijn van ${contract.number} (${contract.title}) tussen ${contract.customerName} en ${contract.supplierName}.`;
  return layout({
    to: input.to,
    subject,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      lead,
      `De huidige periode loopt tot en met ${dutchDate(contract.periodEnd)}. Wie het contract wil beëindigen, zegt op vóór ${noticeBy}.`,
    ],
    action: { label: 'Contract bekijken', url: `${appUrl}/contracts/${contract.id}` },
    footer: 'Je ontvangt dit bericht omdat je eigenaar bent van dit contract.',
  });
}
