import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '@crm/core/db/client';
import { owedMail, sweepOwedMail } from '@crm/core/mail/owed';
import type { OwedMail } from '@crm/core/mail/public';
import { readOutbox } from '@crm/core/mail/send';
import { createTestUser, json, signIn } from '../testing.ts';
import {
  addCondition,
  call,
  decide,
  newContract,
  sendForReview,
  session,
  signInOwner,
} from './contract-conditions-testing.ts';

/**
 * Mail the app owes is recorded with the change that owes it and delivered until it goes out
 * (issue 28, point 11). Mail fails for real: the outbox "folder" is made a file, so writing a
 * message throws, as a refused send would. Each test file runs in a process of its own.
 */
const outbox = process.env.MAIL_OUTBOX_DIR;
let scratch: string;
let blocked: string;
const breakMail = () => (process.env.MAIL_OUTBOX_DIR = blocked);
const mendMail = () => (process.env.MAIL_OUTBOX_DIR = outbox);

beforeAll(async () => {
  await signInOwner();
  scratch = await mkdtemp(join(tmpdir(), 'crm-owed-mail-'));
  blocked = join(scratch, 'geen-map');
  await writeFile(blocked, '');
}, 60_000);

afterAll(async () => {
  mendMail();
  await rm(scratch, { recursive: true, force: true });
});

async function unsent(token = session.admin): Promise<OwedMail[]> {
  const response = await call('/api/dashboard/unsent-mail', 'GET', token);
  expect(response.status).toBe(200);
  return (await json<{ items: OwedMail[] }>(response)).items;
}

const mailsTo = async (email: string) => (await readOutbox()).filter((mail) => mail.to === email);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('mail the app owes', () => {
  it('keeps the receipt and the owner notice of a finished review until they can be sent', async () => {
    const { contract, contact, email } = await newContract();
    const condition = await addCondition(contract.id, 'Betaling', 'Betaling binnen 30 dagen.');
    const { token } = await sendForReview(contract.id, [condition.id], contact.id, email);

    breakMail();
    const decided = await decide(token, {
      conditionId: condition.id,
      textHash: condition.textHash,
      decision: 'accepted',
      name: 'Ilse Inkoop',
    });
    expect(decided.status, await decided.clone().text()).toBe(200);
    mendMail();

    // Both mails are owed, named for staff, without their text or the link they carry.
    const owed = (await unsent()).filter((mail) => mail.path === `/contracts/${contract.id}`);
    expect(owed.map((mail) => mail.label).sort()).toEqual([
      `Beoordeling afgerond, contract ${contract.number}`,
      `Ontvangstbevestiging voorwaarden, contract ${contract.number}`,
    ]);
    for (const mail of owed) {
      expect(mail.attempts).toBe(1);
      expect(mail.lastError).toBeTruthy();
      expect(Object.keys(mail)).not.toContain('text');
    }
    const receipt = owed.find((mail) => mail.to === email);
    const notice = owed.find((mail) => mail.to !== email);
    expect(receipt && notice).toBeTruthy();
    expect(await mailsTo(email)).toHaveLength(1); // only the review's own mail

    // A Beheerder sends the receipt again at once; the job sends the notice when its wait is over.
    const resent = await call(`/api/dashboard/unsent-mail/${receipt?.id}/send`, 'POST', session.admin);
    expect(resent.status).toBe(204);
    const receipts = await mailsTo(email);
    expect(receipts).toHaveLength(2);
    expect(receipts.at(-1)?.subject).toMatch(/ontvangst|bevestiging/i);

    const ids = new Set([notice?.id ?? '']);
    expect(await sweepOwedMail(new Date(), ids)).toEqual({ sent: 0, failed: 0 }); // still waiting
    expect(await sweepOwedMail(inMinutes(6), ids)).toEqual({ sent: 1, failed: 0 });
    expect(await sweepOwedMail(inMinutes(60), ids)).toEqual({ sent: 0, failed: 0 }); // once
    expect(
      (await mailsTo(notice?.to ?? '')).filter((mail) => mail.text.includes(contract.number)),
    ).toHaveLength(1);
    expect((await unsent()).filter((mail) => mail.path === `/contracts/${contract.id}`)).toEqual([]);

    const gone = await call(`/api/dashboard/unsent-mail/${receipt?.id}/send`, 'POST', session.admin);
    expect(gone.status).toBe(404);
  });

  it('delivers a mail whose process stopped after the change was stored', async () => {
    const email = `gestopt-${Date.now()}@example.nl`;
    const mail = owedMail(
      { to: email, subject: 'Na een stop', text: 'Tekst', html: '<p>Tekst</p>', links: [] },
      { kind: 'test', label: 'Na een stop' },
    );
    // The change's transaction, and then nothing: the process died before it sent the mail.
    await dynamo.send(new TransactWriteCommand({ TransactItems: [mail.item] }));
    const ids = new Set([mail.id]);
    expect(await sweepOwedMail(inMinutes(1), ids)).toEqual({ sent: 0, failed: 0 }); // its sender's turn
    breakMail();
    expect(await sweepOwedMail(inMinutes(3), ids)).toEqual({ sent: 0, failed: 1 });
    mendMail();
    expect(await sweepOwedMail(inMinutes(4), ids)).toEqual({ sent: 0, failed: 0 }); // backing off
    expect(await sweepOwedMail(inMinutes(9), ids)).toEqual({ sent: 1, failed: 0 });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('forgets the mail of a review whose send failed: nothing goes out later', async () => {
    const { contract, contact, email } = await newContract();
    const condition = await addCondition(contract.id, 'Levering', 'Levering binnen een week.');
    breakMail();
    const refused = await call(`/api/contracts/${contract.id}/reviews`, 'POST', session.admin, {
      conditionIds: [condition.id],
      contactId: contact.id,
    });
    mendMail();
    expect(refused.status).toBe(502);
    expect((await unsent()).filter((mail) => mail.path === `/contracts/${contract.id}`)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('forgets the mail of a supplier request whose send failed: Concept again, nothing owed', async () => {
    const admin = session.admin;
    const post = async <T>(path: string, body: unknown) =>
      (await json<{ record: T }>(await call(path, 'POST', admin, body))).record;
    const supplier = await post<{ id: string }>('/api/suppliers', {
      companyName: `Leverancier ${Date.now()}`,
    });
    const email = `verzoek-${Date.now()}@lev.example`;
    const contact = await post<{ id: string }>('/api/contacts', {
      parentKind: 'supplier',
      parentId: supplier.id,
      firstName: 'Lia',
      lastName: 'Levering',
      email,
    });
    const template = await post<{ id: string }>('/api/supplier-requests/templates', {
      name: `Sjabloon ${Date.now()}`,
      fields: [{ key: 'organisation.phone', required: true, critical: false }],
    });
    const request = await post<{ id: string; version: number }>('/api/supplier-requests', {
      supplierId: supplier.id,
      templateId: template.id,
      contactId: contact.id,
    });
    breakMail();
    const refused = await call(`/api/supplier-requests/${request.id}/send`, 'POST', admin, {
      version: request.version,
    });
    mendMail();
    expect(refused.status).toBe(502);
    const path = `/suppliers/${supplier.id}/requests/${request.id}`;
    expect((await unsent()).filter((mail) => mail.path === path)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    const after = await call(`/api/supplier-requests/${request.id}`, 'GET', admin);
    expect((await json<{ record: { status: string } }>(after)).record.status).toBe('concept');
  });

  it('shows and resends only for a Beheerder', async () => {
    const colleague = await signIn((await createTestUser('medewerker')).email);
    expect((await call('/api/dashboard/unsent-mail', 'GET', colleague)).status).toBe(403);
    expect((await call('/api/dashboard/unsent-mail/X/send', 'POST', colleague)).status).toBe(403);
    expect((await call('/api/dashboard/unsent-mail/ONBEKEND/send', 'POST', session.admin)).status).toBe(404);
  });
});
