import { mailConfig } from '../mail/config.ts';
import type { MailMessage } from '../mail/message.ts';
import { layout } from '../mail/templates.ts';
import { dutchDateTime } from '../nl/date.ts';
import { askableField, documentCategoryLabels, type AskedDocument, type AskedField } from './schema.ts';

/** The mails of a supplier information request (decision 047): Dutch, plain text and HTML. */

interface RequestMailInput {
  to: string;
  name: string;
  supplierName: string;
  intro?: string | undefined;
  fields: readonly AskedField[];
  documents: readonly AskedDocument[];
  url: string;
  expiresAt: string;
}

/** What is asked, in a line: "Bedrijfsnaam, IBAN en 1 document (KvK-uittreksel)". */
function askedSummary(fields: readonly AskedField[], documents: readonly AskedDocument[]): string {
  const parts: string[] = [];
  if (fields.length) {
    const labels = fields.map((field) => askableField(field.key)?.field.label ?? field.key);
    parts.push(`de gegevens ${labels.join(', ')}`);
  }
  if (documents.length) {
    const categories = documents.map((document) => documentCategoryLabels[document.category]);
    parts.push(`${documents.length === 1 ? 'het document' : 'de documenten'} ${categories.join(', ')}`);
  }
  return parts.join(' en ');
}

/** To the contact person: the link to the request. */
export function requestMail(input: RequestMailInput & { sender: string }): MailMessage {
  const { companyName } = mailConfig();
  return layout({
    to: input.to,
    subject: `${companyName} vraagt je gegevens van ${input.supplierName} te controleren`,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      `${input.sender} van ${companyName} vraagt je om ${askedSummary(input.fields, input.documents)} van ${input.supplierName} te controleren en waar nodig aan te vullen.`,
      ...(input.intro ? [input.intro] : []),
      'Wat je invult, komt pas in onze administratie nadat een collega het heeft gecontroleerd. Een wijziging van een bankrekening bevestigen we altijd telefonisch op een nummer dat we al kennen.',
      `De link is geldig tot ${dutchDateTime(input.expiresAt)}.`,
    ],
    action: { label: 'Gegevens invullen', url: input.url },
    footer: `Je ontvangt dit bericht omdat ${companyName} je als contactpersoon van ${input.supplierName} heeft.`,
  });
}

/** To the contact person while the request is open: the same link, once per interval. */
export function reminderMail(input: RequestMailInput): MailMessage {
  const { companyName } = mailConfig();
  return layout({
    to: input.to,
    subject: `Herinnering: ${companyName} wacht op de gegevens van ${input.supplierName}`,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      `We hebben je gevraagd om ${askedSummary(input.fields, input.documents)} van ${input.supplierName} te controleren. We hebben je antwoord nog niet ontvangen.`,
      `De link is geldig tot ${dutchDateTime(input.expiresAt)}. Wat je al hebt ingevuld, is bewaard.`,
    ],
    action: { label: 'Gegevens invullen', url: input.url },
    footer: `Je ontvangt dit bericht omdat ${companyName} je als contactpersoon van ${input.supplierName} heeft. Heb je het al ingediend? Dan kun je dit bericht negeren.`,
  });
}

/** To the request's owner: the supplier submitted its answer, which waits for review. */
export function submittedNoticeMail(input: {
  to: string;
  name: string;
  supplierName: string;
  contactName: string;
  templateName: string;
  url: string;
}): MailMessage {
  return layout({
    to: input.to,
    subject: `${input.supplierName} heeft het leveranciersverzoek ingediend`,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      `${input.contactName} heeft het verzoek "${input.templateName}" van ${input.supplierName} ingediend.`,
      'Niets is nog in de administratie gezet: beoordeel de voorgestelde wijzigingen veld voor veld. Er staat een taak voor je klaar.',
    ],
    action: { label: 'Verzoek beoordelen', url: input.url },
    footer: 'Je ontvangt dit bericht omdat je dit verzoek hebt aangemaakt.',
  });
}

/** To the contact person: staff sent the answer back, with their comment and what to redo. */
export function returnedMail(input: {
  to: string;
  name: string;
  supplierName: string;
  comment: string;
  redo: readonly string[];
  url: string;
  expiresAt: string;
}): MailMessage {
  const { companyName } = mailConfig();
  return layout({
    to: input.to,
    subject: `${companyName} vraagt je enkele gegevens van ${input.supplierName} opnieuw in te vullen`,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      `We hebben je antwoord voor ${input.supplierName} bekeken. Wil je het volgende opnieuw invullen: ${input.redo.join(', ')}?`,
      `Toelichting: ${input.comment}`,
      `De link is geldig tot ${dutchDateTime(input.expiresAt)}. De rest van je antwoord blijft staan.`,
    ],
    action: { label: 'Gegevens aanvullen', url: input.url },
    footer: `Je ontvangt dit bericht omdat ${companyName} je als contactpersoon van ${input.supplierName} heeft.`,
  });
}

/** To the contact person: the receipt of their submission (an onboarding's too, decision 052). */
export function receiptMail(input: {
  to: string;
  name: string;
  /** The record the answer is about (the supplier, the lead or customer being onboarded). */
  recordName: string;
  submittedAt: string;
  url: string;
}): MailMessage {
  const { companyName } = mailConfig();
  return layout({
    to: input.to,
    subject: `Ontvangen: de gegevens van ${input.recordName}`,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      `Bedankt. We hebben je antwoord voor ${input.recordName} ontvangen op ${dutchDateTime(input.submittedAt)}.`,
      'Een collega controleert de gegevens voordat ze in onze administratie komen. Een wijziging van een bankrekening bevestigen we telefonisch op een nummer dat we al kennen.',
    ],
    action: { label: 'Je antwoord bekijken', url: input.url },
    footer: `Je ontvangt dit bericht omdat je het verzoek van ${companyName} hebt ingediend.`,
  });
}
