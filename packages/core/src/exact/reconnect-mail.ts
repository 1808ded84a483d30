import { mailConfig } from '../mail/config.ts';
import { deliver } from '../mail/deliver.ts';
import { sendMail } from '../mail/send.ts';
import { layout } from '../mail/templates.ts';
import { allUsers, isActiveAdmin } from '../users/repository.ts';

/** Tells every active Beheerder that the Exact Online connection must be made again. */
export async function mailReconnectNeeded(reason: string): Promise<void> {
  const { appUrl } = mailConfig();
  const admins = (await allUsers()).filter(isActiveAdmin);
  for (const admin of admins) {
    await deliver(
      () =>
        sendMail(
          layout({
            to: admin.email,
            subject: 'Exact Online: opnieuw verbinden nodig',
            greeting: `Beste ${admin.name},`,
            paragraphs: [
              'De verbinding met Exact Online werkt niet meer: Exact accepteert de opgeslagen toegang niet meer. Tot iemand opnieuw verbindt, worden klanten en leveranciers niet gesynchroniseerd.',
              `Reden: ${reason}`,
            ],
            action: { label: 'Opnieuw verbinden', url: `${appUrl}/exact` },
            footer: 'Je ontvangt dit bericht omdat je beheerder bent.',
          }),
        ),
      { mail: 'exact-reconnect', userId: admin.id },
    );
  }
}
