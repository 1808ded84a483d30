import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, json, lastMailTo, request, signIn } from '../testing.ts';

const invitationFailed =
  'De uitnodiging kon niet worden verstuurd. Probeer het later opnieuw met "Uitnodiging opnieuw versturen".';

// Mail fails for real: the outbox "folder" is a file, so writing a message throws, as a refused
// send would. Each test file runs in a process of its own, so only this file's mail fails.
const outbox = process.env.MAIL_OUTBOX_DIR;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'crm-mail-failure-'));
  const blocked = join(scratch, 'geen-map');
  await writeFile(blocked, '');
  process.env.MAIL_OUTBOX_DIR = blocked;
});

afterAll(async () => {
  process.env.MAIL_OUTBOX_DIR = outbox;
  await rm(scratch, { recursive: true, force: true });
});

describe('an invitation mail that cannot be sent', () => {
  it('creates the user with a warning, answers 502 on resend, and sends once mail works again', async () => {
    const admin = await createTestUser('beheerder');
    const token = await signIn(admin.email);
    const email = `uitnodiging-${Date.now()}@example.nl`;
    const created = await request('/api/users', {
      method: 'POST',
      token,
      body: JSON.stringify({ name: 'Zonder Mail', email, role: 'medewerker' }),
    });
    expect(created.status).toBe(201);
    const body = await json<{ record: { id: string }; mailSent: boolean; warning: string }>(created);
    expect(body).toMatchObject({ mailSent: false, warning: invitationFailed });

    const resend = await request(`/api/users/${body.record.id}/invitation`, { method: 'POST', token });
    expect(resend.status).toBe(502);
    expect(await json(resend)).toEqual({ message: invitationFailed });

    process.env.MAIL_OUTBOX_DIR = outbox;
    const working = await request(`/api/users/${body.record.id}/invitation`, { method: 'POST', token });
    expect(working.status).toBe(200);
    expect(await json(working)).toEqual({ mailSent: true });
    expect((await lastMailTo(email)).count).toBe(1);
  });
});
