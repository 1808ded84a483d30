import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { keyFor } from '@crm/core/auth/secret-keys';
import { measure } from '@crm/core/db/metrics';
import { systemActor } from '@crm/core/db/actor';
import { updateRecord } from '@crm/core/db/write';
import { getUser } from '@crm/core/users/repository';
import type { UserItem } from '@crm/core/users/schema';
import { createTestUser, request, signIn } from '../testing.ts';
import { inOneThrottleWindow } from '../throttle-testing.ts';

const login = (body: unknown, ip?: string) =>
  request('/api/login', { method: 'POST', body: JSON.stringify(body), ip });

describe('POST /api/login', () => {
  it('answers a token that GET /api/user accepts, with the role and its permissions', async () => {
    const { email, user } = await createTestUser('medewerker');
    const token = await signIn(email.toUpperCase());
    const response = await request('/api/user', { token });
    expect(response.status).toBe(200);
    const identity = (await response.json()) as Record<string, unknown>;
    expect(identity).toMatchObject({ id: user.id, email, role: 'medewerker', roleLabel: 'Medewerker' });
    expect(identity.permissions).toContain('leads.view');
    expect(identity.permissions).not.toContain('users.showAdmin');
    expect(identity).not.toHaveProperty('passwordHash');
  });

  it('gives a wrong password and an unknown e-mail address the same answer', async () => {
    const { email } = await createTestUser();
    const wrong = await login({ email, password: 'niet-het-wachtwoord' });
    const unknown = await login({ email: 'niemand@example.nl', password: 'niet-het-wachtwoord' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('answers 422 with Dutch field messages for bad input', async () => {
    const response = await login({ email: 'geen-adres', password: '' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.email?.[0]).toMatch(/geldig e-mailadres/);
    expect(body.errors.password?.[0]).toBe('Vul je wachtwoord in.');
  });

  it('answers 400 with a Dutch message for a body that is not JSON', async () => {
    const response = await request('/api/login', { method: 'POST', body: '{nope', headers: {} });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/geen geldige JSON/);
  });

  it('throttles the sixth wrong password in a row with 429 and Retry-After', async () => {
    inOneThrottleWindow();
    const { email, password } = await createTestUser();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ email, password: `fout-${attempt}` })).status).toBe(401);
    }
    const sixth = await login({ email, password: 'fout-6' });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await sixth.json()) as { message: string }).message).toMatch(/Te veel pogingen/);
    // Even the right password waits for the window now.
    expect((await login({ email, password })).status).toBe(429);
  });

  it('starts counting again after a successful sign-in', async () => {
    inOneThrottleWindow();
    const { email, password } = await createTestUser();
    for (let attempt = 1; attempt <= 4; attempt++) await login({ email, password: 'fout' });
    expect((await login({ email, password })).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ email, password: 'fout' })).status).toBe(401);
    }
    // Ten password checks in a row (scrypt each): on a busy machine that takes a while.
  }, 120_000);

  it('does not let a stranger lock the owner out: the right password from their own address signs in', async () => {
    inOneThrottleWindow();
    const { email, password } = await createTestUser();
    const stranger = '203.0.113.50';
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ email, password: `fout-${attempt}` }, stranger)).status).toBe(401);
    }
    expect((await login({ email, password }, stranger)).status).toBe(429);
    expect((await login({ email, password }, '192.0.2.60')).status).toBe(200);
  }, 120_000);

  it('lets at most five of 50 concurrent guesses reach the password check, and leaves the address free for other accounts', async () => {
    inOneThrottleWindow();
    const { email } = await createTestUser();
    const other = await createTestUser();
    const ip = '203.0.113.51';
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async (_, n) => (await login({ email, password: `gok-${n}` }, ip)).status),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    expect((await login({ email: other.email, password: other.password }, ip)).status).toBe(200);
  }, 120_000);
});

describe('sessions', () => {
  it('ends the session on logout: the old token gets 401', async () => {
    const { email } = await createTestUser();
    const token = await signIn(email);
    expect((await request('/api/logout', { method: 'POST', token })).status).toBe(204);
    const after = await request('/api/user', { token });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { message: string }).message).toMatch(/sessie/);
  });

  it('answers 401 and no data to a read whose session has ended, though the read ran beside the check', async () => {
    const { email } = await createTestUser('medewerker');
    const token = await signIn(email);
    expect((await request('/api/leads?limit=1', { token })).status).toBe(200);
    await request('/api/logout', { method: 'POST', token });
    const after = await request('/api/leads?limit=1', { token });
    expect(after.status).toBe(401);
    expect(await after.json()).not.toHaveProperty('items');
  });

  it('ends every session of a deactivated user at once', async () => {
    const { email, user } = await createTestUser('medewerker');
    const token = await signIn(email);
    await updateRecord<UserItem>({
      current: user,
      expectedVersion: 1,
      changes: { active: false },
      actor: systemActor,
    });
    expect((await request('/api/user', { token })).status).toBe(401);
    expect((await login({ email, password: 'Testwachtwoord-voor-de-suite' })).status).toBe(401);
  });

  it('ends every session when the session generation moves on', async () => {
    const { email, user } = await createTestUser();
    const token = await signIn(email);
    const current = await getUser(user.id);
    if (!current) throw new Error('user missing');
    await updateRecord<UserItem>({
      current,
      expectedVersion: current.version,
      changes: { sessionGeneration: current.sessionGeneration + 1 },
      actor: systemActor,
    });
    expect((await request('/api/user', { token })).status).toBe(401);
  });

  it('rejects missing, tampered and foreign tokens', async () => {
    const { email, user } = await createTestUser();
    const token = await signIn(email);
    expect((await request('/api/user')).status).toBe(401);
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature?.slice(0, -2)}xx`;
    expect((await request('/api/user', { token: tampered })).status).toBe(401);
    // Signed with another purpose's key (as a link token would be): refused.
    const linkKeyToken = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer('crm')
      .setAudience('crm-api')
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(keyFor('link:password-reset'));
    expect((await request('/api/user', { token: linkKeyToken })).status).toBe(401);
    // Right key, wrong type.
    const wrongType = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('crm')
      .setAudience('crm-api')
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(keyFor('access-token'));
    expect((await request('/api/user', { token: wrongType })).status).toBe(401);
  });

  it('serves GET /api/user with one DynamoDB request', async () => {
    const { email } = await createTestUser();
    const token = await signIn(email);
    const { result, metrics } = await measure(async () => request('/api/user', { token }));
    expect(result.status).toBe(200);
    expect(metrics.commands).toEqual(['BatchGetItem']);
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await request('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Niet gevonden.' });
  });
});
