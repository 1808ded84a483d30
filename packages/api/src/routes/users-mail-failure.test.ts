import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationFailedMessage } from '@crm/core/users/admin';
import { createTestUser, json, request, signIn } from '../testing.ts';

// The outbox is a path below a file: every mail of this file's process fails to be written.
let outbox: string | undefined;
beforeAll(async () => {
  outbox = process.env.MAIL_OUTBOX_DIR;
  const file = join(await mkdtemp(join(tmpdir(), 'crm-no-mail-')), 'a-file');
  await writeFile(file, '');
  process.env.MAIL_OUTBOX_DIR = join(file, 'outbox');
});
afterAll(() => {
  process.env.MAIL_OUTBOX_DIR = outbox;
});

describe('an invitation that cannot be mailed', () => {
  it('still creates the user with a warning; a resend answers 502 through onError', async () => {
    const { email } = await createTestUser('beheerder');
    const token = await signIn(email);
    const created = await request('/api/users', {
      method: 'POST',
      token,
      body: JSON.stringify({
        name: 'Zonder Post',
        email: `zonder-post-${Date.now()}@example.nl`,
        role: 'medewerker',
      }),
    });
    expect(created.status).toBe(201);
    const body = await json<{ record: { id: string }; mailSent: boolean; warning: string }>(created);
    expect(body).toMatchObject({ mailSent: false, warning: invitationFailedMessage });

    const resend = await request(`/api/users/${body.record.id}/invitation`, { method: 'POST', token });
    expect(resend.status).toBe(502);
    expect(await json(resend)).toEqual({ message: invitationFailedMessage });
  });
});
