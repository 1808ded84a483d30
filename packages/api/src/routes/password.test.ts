import { describe, expect, it } from 'vitest';
import { issueLink } from '@crm/core/links/link-token';
import { readOutbox } from '@crm/core/mail/send';
import { createTestUser, json, lastMailTo, request, signIn, testPassword } from '../testing.ts';
import { forgotPasswordAnswer } from './password.ts';
import { inOneThrottleWindow } from '../throttle-testing.ts';

const post = (path: string, body: unknown, ip?: string) =>
  request(path, { method: 'POST', body: JSON.stringify(body), ip });

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown address; only the known one gets mail', async () => {
    const { email } = await createTestUser();
    const unknown = `onbekend-${Date.now()}@example.nl`;
    const known = await post('/api/password/forgot', { email }, '203.0.113.10');
    const other = await post('/api/password/forgot', { email: unknown }, '203.0.113.10');
    expect(known.status).toBe(200);
    expect(other.status).toBe(200);
    const knownBody = await json(known);
    expect(knownBody).toEqual(await json(other));
    expect(knownBody).toEqual({ message: forgotPasswordAnswer });
    expect((await lastMailTo(email)).message.subject).toBe('Nieuw wachtwoord instellen');
    expect((await readOutbox()).some((message) => message.to === unknown)).toBe(false);
  });

  it('resets the password once, ends every session and does not sign in', async () => {
    const { email } = await createTestUser();
    const session = await signIn(email);
    await post('/api/password/forgot', { email }, '203.0.113.11');
    const { token, message } = await lastMailTo(email);
    expect(message.links[0]).toContain('/password-reset/');
    expect(message.text).toContain('60 minuten');

    const password = 'Nieuw-Wachtwoord-Voor-Mij';
    const reset = await post('/api/password/reset', { token, password, passwordConfirmation: password });
    expect(reset.status).toBe(200);
    expect(await json(reset)).not.toHaveProperty('token');
    expect((await request('/api/user', { token: session })).status).toBe(401);
    expect((await post('/api/login', { email, password: testPassword })).status).toBe(401);
    expect(typeof (await signIn(email, password))).toBe('string');
    const twice = await post('/api/password/reset', {
      token,
      password: 'Weer-Iets-Nieuws-123',
      passwordConfirmation: 'Weer-Iets-Nieuws-123',
    });
    expect(twice.status).toBe(410);
    expect(await json(twice)).toMatchObject({ problem: 'used', message: 'Deze link is al gebruikt.' });
  });

  it('refuses common, short and mismatched passwords with Dutch field messages, and keeps the link', async () => {
    const { user } = await createTestUser();
    const { token } = await issueLink({
      purpose: 'password-reset',
      subject: user.id,
      ttlSeconds: 600,
      singleUse: true,
    });
    const common = await post('/api/password/reset', {
      token,
      password: 'password123',
      passwordConfirmation: 'password123',
    });
    expect(common.status).toBe(422);
    expect(await json(common)).toMatchObject({
      errors: { password: [expect.stringContaining('te bekend')] },
    });
    const mismatch = await post('/api/password/reset', {
      token,
      password: 'Lang-Genoeg-Een',
      passwordConfirmation: 'Lang-Genoeg-Twee',
    });
    expect(await json(mismatch)).toMatchObject({
      errors: { passwordConfirmation: ['De wachtwoorden komen niet overeen.'] },
    });
    const short = await post('/api/password/reset', {
      token,
      password: 'kort',
      passwordConfirmation: 'kort',
    });
    expect(await json(short)).toMatchObject({
      errors: { password: ['Kies een wachtwoord van minstens 8 tekens.'] },
    });
    expect((await post('/api/password/check', { token, purpose: 'password-reset' })).status).toBe(200);
  });

  it('refuses a link of another purpose and an expired link with a clear answer', async () => {
    const { user } = await createTestUser();
    const invitation = await issueLink({
      purpose: 'password-set',
      subject: user.id,
      ttlSeconds: 600,
      singleUse: true,
    });
    const wrongPurpose = await post('/api/password/check', {
      token: invitation.token,
      purpose: 'password-reset',
    });
    expect(wrongPurpose.status).toBe(410);
    expect(await json(wrongPurpose)).toMatchObject({ problem: 'invalid' });
    const expired = await issueLink({
      purpose: 'password-reset',
      subject: user.id,
      ttlSeconds: -1,
      singleUse: true,
    });
    const answer = await post('/api/password/check', { token: expired.token, purpose: 'password-reset' });
    expect(await json(answer)).toMatchObject({ problem: 'expired', message: 'Deze link is verlopen.' });
  });

  it('throttles forgot-password per address with 429', async () => {
    inOneThrottleWindow();
    const email = `veel-${Date.now()}@example.nl`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post('/api/password/forgot', { email }, `203.0.113.${50 + i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('profile', () => {
  it('changes name and e-mail with a version check', async () => {
    const { email } = await createTestUser();
    const token = await signIn(email);
    const newEmail = `ander-${Date.now()}@example.nl`;
    const put = (body: unknown) =>
      request('/api/profile', { method: 'PUT', token, body: JSON.stringify(body) });
    const withoutPassword = await put({ name: 'Nieuwe Naam', email: newEmail, version: 1 });
    expect(withoutPassword.status).toBe(422);
    expect(await json(withoutPassword)).toMatchObject({
      errors: { currentPassword: ['Vul je huidige wachtwoord in om je e-mailadres te wijzigen.'] },
    });
    const nameOnly = await put({ name: 'Alleen Naam', email, version: 1 });
    expect(nameOnly.status).toBe(200);
    const updated = await put({
      name: 'Nieuwe Naam',
      email: newEmail,
      currentPassword: testPassword,
      version: 2,
    });
    expect(updated.status).toBe(200);
    expect(await json(updated)).toMatchObject({
      record: { name: 'Nieuwe Naam', email: newEmail, version: 3 },
    });
    expect((await put({ name: 'Weer Anders', email: newEmail, version: 2 })).status).toBe(409);
    expect(typeof (await signIn(newEmail))).toBe('string');
    expect((await post('/api/login', { email, password: testPassword })).status).toBe(401);
  });

  it('changes the password only with the current one, and keeps this session only', async () => {
    const { email } = await createTestUser();
    const current = await signIn(email);
    const other = await signIn(email);
    const change = (body: unknown) =>
      request('/api/profile/password', { method: 'PUT', token: current, body: JSON.stringify(body) });
    const wrong = await change({
      currentPassword: 'fout',
      password: 'Nieuw-Lang-Wachtwoord',
      passwordConfirmation: 'Nieuw-Lang-Wachtwoord',
    });
    expect(wrong.status).toBe(422);
    expect(await json(wrong)).toMatchObject({
      errors: { currentPassword: ['Het huidige wachtwoord klopt niet.'] },
    });
    const ok = await change({
      currentPassword: testPassword,
      password: 'Nieuw-Lang-Wachtwoord',
      passwordConfirmation: 'Nieuw-Lang-Wachtwoord',
    });
    expect(ok.status).toBe(200);
    expect((await request('/api/user', { token: current })).status).toBe(200);
    expect((await request('/api/user', { token: other })).status).toBe(401);
  });

  it('logs out everywhere else', async () => {
    const { email } = await createTestUser();
    const current = await signIn(email);
    const other = await signIn(email);
    expect((await request('/api/profile/logout-others', { method: 'POST', token: current })).status).toBe(
      200,
    );
    expect((await request('/api/user', { token: current })).status).toBe(200);
    expect((await request('/api/user', { token: other })).status).toBe(401);
  });

  it('accepts a multipart form sent as POST with _method=PUT as a PUT', async () => {
    const { email } = await createTestUser();
    const token = await signIn(email);
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('name', 'Via Formulier');
    const response = await request('/api/profile', { method: 'POST', token, body: form });
    // Reaches the PUT handler (no POST route exists), whose JSON validation then answers.
    expect(response.status).not.toBe(404);
    expect([400, 415, 422]).toContain(response.status);
  });
});
