import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { awsClientOptions, serviceTimeouts } from '../db/aws-options.ts';
import { mailConfig } from './config.ts';
import type { MailMessage, StoredMail } from './message.ts';

/**
 * Sends one message: to the local outbox (a JSON file per message, echoed to the console with its
 * links) when MAIL_OUTBOX_DIR is set, otherwise through Amazon SES. Throws MailError on failure so
 * the caller can answer clearly; the caller decides what to keep.
 */
export class MailError extends Error {}

// Created when the first message goes out through SES: the SDK is not loaded at a cold start,
// nor at all locally (decision 018).
let ses: SESv2Client | undefined;

export async function sendMail(message: MailMessage): Promise<StoredMail> {
  const config = mailConfig();
  const stored: StoredMail = { ...message, id: ulid(), from: config.from, sentAt: new Date().toISOString() };
  try {
    if (config.outboxDir) {
      await mkdir(config.outboxDir, { recursive: true });
      await writeFile(join(config.outboxDir, `${stored.id}.json`), JSON.stringify(stored, null, 2));
      if (!config.quiet) {
        console.log(
          `[mail] aan ${message.to}: ${message.subject}\n${message.links.map((l) => `       ${l}`).join('\n')}`,
        );
      }
    } else {
      const { SendEmailCommand, SESv2Client } = await import('./ses-sdk.ts');
      ses ??= new SESv2Client(awsClientOptions(serviceTimeouts));
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: config.from,
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: message.text, Charset: 'UTF-8' },
                Html: { Data: message.html, Charset: 'UTF-8' },
              },
            },
          },
        }),
      );
    }
  } catch (error) {
    throw new MailError(error instanceof Error ? error.message : String(error));
  }
  return stored;
}

/** Messages in the local outbox, oldest first (local stack and tests). */
export async function readOutbox(dir = mailConfig().outboxDir): Promise<StoredMail[]> {
  if (!dir) return [];
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as StoredMail));
}
