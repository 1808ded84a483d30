import { mailConfig } from '../mail/config.ts';
import type { MailMessage } from '../mail/message.ts';
import { layout } from '../mail/templates.ts';
import { dutchDateTime } from '../nl/date.ts';
import type { OnboardingKind } from './schema.ts';

/** The mails of an onboarding (decision 052): Dutch, plain text and HTML, the company as sender. */

const asked = (kind: OnboardingKind) =>
  kind === 'customer'
    ? 'de gegevens van je organisatie, je contactgegevens en de financiële gegevens'
    : 'de gegevens van je organisatie en je contactgegevens';

/** To the contact person: the link to the form. */
export function onboardingMail(input: {
  to: string;
  name: string;
  kind: OnboardingKind;
  targetName: string;
  url: string;
  expiresAt: string;
  sender: string;
}): MailMessage {
  const { companyName } = mailConfig();
  return layout({
    to: input.to,
    subject: `${companyName} vraagt je de gegevens van ${input.targetName} in te vullen`,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      `${input.sender} van ${companyName} vraagt je om ${asked(input.kind)} van ${input.targetName} te controleren en aan te vullen. Wat we al weten, staat er al in.`,
      'Wat je invult, wordt bewaard terwijl je typt: je kunt later verder via dezelfde link, ook op een ander apparaat. Het komt pas in onze administratie nadat een collega het heeft gecontroleerd.',
      `De link is geldig tot ${dutchDateTime(input.expiresAt)}.`,
    ],
    action: { label: 'Gegevens invullen', url: input.url },
    footer: `Je ontvangt dit bericht omdat ${companyName} je als contactpersoon van ${input.targetName} heeft.`,
  });
}

/** To the owner: the answer waits for review. */
export function onboardingNoticeMail(input: {
  to: string;
  name: string;
  targetName: string;
  contactName: string;
  url: string;
}): MailMessage {
  return layout({
    to: input.to,
    subject: `${input.targetName} heeft de onboarding ingediend`,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      `${input.contactName} heeft de onboarding van ${input.targetName} ingediend.`,
      'Niets is nog in de administratie gezet: beoordeel de voorgestelde wijzigingen veld voor veld. Er staat een taak voor je klaar.',
    ],
    action: { label: 'Onboarding beoordelen', url: input.url },
    footer: 'Je ontvangt dit bericht omdat je eigenaar van deze relatie bent of de link hebt verstuurd.',
  });
}
