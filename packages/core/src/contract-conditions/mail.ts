import { mailConfig } from '../mail/config.ts';
import type { MailMessage } from '../mail/message.ts';
import { layout } from '../mail/templates.ts';
import { dutchDateTime } from '../nl/date.ts';
import { conditionDecisionLabels, type ConditionDecision } from './schema.ts';

/** The mails of a condition review (decision 031): Dutch, plain text and HTML through the layout. */

interface ContractNames {
  id: string;
  number: string;
  title: string;
  customerName: string;
  supplierName: string;
}

/** To the contact person: the link to review the conditions. */
export function reviewRequestMail(input: {
  to: string;
  name: string;
  contract: ContractNames;
  count: number;
  url: string;
  expiresAt: string;
  sender: string;
}): MailMessage {
  const { companyName } = mailConfig();
  const voorwaarden = input.count === 1 ? '1 voorwaarde' : `${input.count} voorwaarden`;
  return layout({
    to: input.to,
    subject: `Voorwaarden van ${input.contract.number} ter beoordeling`,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      `${input.sender} van ${companyName} vraagt je ${voorwaarden} van het contract ${input.contract.number} (${input.contract.title}) tussen ${input.contract.customerName} en ${input.contract.supplierName} te beoordelen.`,
      'Je kunt elke voorwaarde accepteren of afwijzen; licht een afwijzing toe. Van elke beslissing bewaren we de tekst die je zag, je naam, de tijd en je IP-adres als bewijs.',
      `De link is geldig tot ${dutchDateTime(input.expiresAt)}.`,
    ],
    action: { label: 'Voorwaarden beoordelen', url: input.url },
    footer: `Je ontvangt dit bericht omdat ${companyName} je als contactpersoon bij dit contract heeft.`,
  });
}

/** To the outsider when every condition sent has a decision: each decision with its text hash. */
export function receiptMail(input: {
  to: string;
  name: string;
  contract: ContractNames;
  decisions: {
    title: string;
    textVersion: number;
    decision: ConditionDecision;
    comment: string;
    textHash: string;
    at: string;
    /** The evidence item's hash (decision 041). */
    hash?: string;
  }[];
  /** The chain's head after the last decision. */
  chain?: { seq: number; hash: string };
}): MailMessage {
  const { appUrl } = mailConfig();
  return layout({
    to: input.to,
    subject: `Ontvangstbevestiging: je beoordeling van ${input.contract.number}`,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      `Dank je wel. Je hebt alle voorwaarden van ${input.contract.number} (${input.contract.title}) beoordeeld. Dit hebben we vastgelegd:`,
      ...input.decisions.map(
        (d) =>
          `${d.title} (versie ${d.textVersion}): ${conditionDecisionLabels[d.decision]} op ${dutchDateTime(d.at)}${d.comment ? `, toelichting: "${d.comment}"` : ''}. SHA-256 van de tekst: ${d.textHash}${d.hash ? `. Hash van deze beslissing: ${d.hash}` : ''}`,
      ),
      ...(input.chain
        ? [
            `Na je laatste beslissing telde het bewijs van dit contract ${input.chain.seq} ${input.chain.seq === 1 ? 'beslissing' : 'beslissingen'}; de hash van de laatste is ${input.chain.hash}.`,
          ]
        : []),
      'Met de SHA-256 van de tekst kun je later nagaan dat de tekst waarover je besliste niet is veranderd; met de hashes van je beslissingen en van de laatste beslissing dat het vastgelegde bewijs niet is herschreven.',
    ],
    action: { label: 'Naar de website', url: appUrl },
    footer: 'Bewaar dit bericht: het is je bewijs van wat je hebt beslist.',
  });
}

/** To the contract's owner: the review is done, or a condition was rejected. */
export function ownerReviewMail(input: {
  to: string;
  name: string;
  contract: ContractNames;
  reviewer: string;
  accepted: number;
  rejected: { title: string; comment: string }[];
}): MailMessage {
  const { appUrl } = mailConfig();
  const rejectedPart = input.rejected.length
    ? [
        `Afgewezen: ${input.rejected.length}. Er staat een taak voor je klaar.`,
        ...input.rejected.map((r) => `${r.title}: "${r.comment}"`),
      ]
    : ['Niets is afgewezen.'];
  return layout({
    to: input.to,
    subject: `${input.contract.number}: voorwaarden beoordeeld door ${input.reviewer}`,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      `${input.reviewer} heeft de voorwaarden van ${input.contract.number} (${input.contract.title}) beoordeeld. Geaccepteerd: ${input.accepted}.`,
      ...rejectedPart,
    ],
    action: { label: 'Bewijs bekijken', url: `${appUrl}/contracts/${input.contract.id}/conditions` },
    footer: 'Je ontvangt dit bericht omdat je eigenaar bent van dit contract.',
  });
}

/** To the owner: the outsider asks for a new link (theirs expired, was revoked or is finished). */
export function renewalRequestMail(input: {
  to: string;
  name: string;
  contract: ContractNames;
  email: string;
  contactName: string;
}): MailMessage {
  const { appUrl } = mailConfig();
  return layout({
    to: input.to,
    subject: `${input.contract.number}: nieuwe link voor de voorwaarden gevraagd`,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      `${input.contactName} (${input.email}) vraagt om een nieuwe link om de voorwaarden van ${input.contract.number} (${input.contract.title}) te beoordelen. De vorige link is niet meer te gebruiken.`,
      'Verstuur de voorwaarden opnieuw ter beoordeling als dat nodig is.',
    ],
    action: { label: 'Voorwaarden bekijken', url: `${appUrl}/contracts/${input.contract.id}/conditions` },
    footer: 'Je ontvangt dit bericht omdat je eigenaar bent van dit contract.',
  });
}
