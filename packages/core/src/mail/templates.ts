import { mailConfig } from './config.ts';
import type { MailMessage } from './message.ts';

/** Dutch mail templates: plain text plus HTML, the company name as sender and signature. */
function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function layout(input: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
}): MailMessage {
  const { companyName } = mailConfig();
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    `${input.action.label}: ${input.action.url}`,
    '',
    input.footer,
    '',
    `Met vriendelijke groet,`,
    companyName,
  ].join('\n');
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escape(input.greeting)}</p>
${input.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
<p><a href="${escape(input.action.url)}" style="display:inline-block;background:#FF8400;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escape(input.action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">${escape(input.footer)}</p>
<p>Met vriendelijke groet,<br>${escape(companyName)}</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html, links: [input.action.url] };
}

export function invitationMail(input: {
  to: string;
  name: string;
  token: string;
  invitedBy: string;
}): MailMessage {
  const { appUrl, companyName } = mailConfig();
  return layout({
    to: input.to,
    subject: `Je account bij ${companyName}`,
    greeting: `Beste ${input.name},`,
    paragraphs: [
      `${input.invitedBy} heeft een account voor je aangemaakt. Kies via de knop hieronder een wachtwoord; daarna kun je inloggen met ${input.to}.`,
    ],
    action: { label: 'Wachtwoord instellen', url: `${appUrl}/password-set/${input.token}` },
    footer:
      'Deze link is 72 uur geldig en werkt één keer. Verlopen? Vraag de beheerder om een nieuwe uitnodiging.',
  });
}

export function passwordResetMail(input: { to: string; name: string; token: string }): MailMessage {
  const { appUrl } = mailConfig();
  return layout({
    to: input.to,
    subject: 'Nieuw wachtwoord instellen',
    greeting: `Beste ${input.name},`,
    paragraphs: [
      'Je hebt gevraagd om een nieuw wachtwoord. Kies via de knop hieronder een nieuw wachtwoord.',
    ],
    action: { label: 'Nieuw wachtwoord kiezen', url: `${appUrl}/password-reset/${input.token}` },
    footer:
      'Deze link is 60 minuten geldig en werkt één keer. Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
  });
}
