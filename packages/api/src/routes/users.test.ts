import { describe, expect, it } from 'vitest';
import { allUsers } from '@crm/core/users/repository';
import { createTestUser, json, lastMailTo, request, signIn } from '../testing.ts';

const send = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

async function adminToken() {
  const admin = await createTestUser('beheerder');
  return { ...admin, token: await signIn(admin.email) };
}

describe('/api/users', () => {
  it('answers 403 on every route to a user without users.showAdmin', async () => {
    const { email, user } = await createTestUser('medewerker');
    const token = await signIn(email);
    const calls = [
      send('/api/users', 'GET', token),
      send('/api/users', 'POST', token, { name: 'X', email: 'x@example.nl', role: 'medewerker' }),
      send(`/api/users/${user.id}`, 'GET', token),
      send(`/api/users/${user.id}`, 'PUT', token, {
        name: 'X',
        email,
        role: 'beheerder',
        active: true,
        version: 1,
      }),
      send(`/api/users/${user.id}?version=1`, 'DELETE', token),
      send(`/api/users/${user.id}/invitation`, 'POST', token),
      send(`/api/users/${user.id}/history`, 'GET', token),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(403);
    // Nothing changed.
    expect((await allUsers()).find((u) => u.id === user.id)?.role).toBe('medewerker');
  });

  it('invites a user by e-mail; the link sets a password once and the user can sign in', async () => {
    const admin = await adminToken();
    const email = `nieuw-${Date.now()}@example.nl`;
    const created = await send('/api/users', 'POST', admin.token, {
      name: 'Nina Nieuw',
      email,
      role: 'medewerker',
    });
    expect(created.status).toBe(201);
    const { record: user } = await json<{ record: { id: string; hasPassword: boolean } }>(created);
    expect(user.hasPassword).toBe(false);

    const { message, token } = await lastMailTo(email);
    expect(message.links[0]).toMatch(/^http:\/\/localhost:3000\/password-set\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(message.text).toContain('72 uur');
    expect(message.html).toContain('<a href=');

    const check = await request('/api/password/check', {
      method: 'POST',
      body: JSON.stringify({ token, purpose: 'password-set' }),
    });
    expect(check.status).toBe(200);
    expect(check.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(await json(check)).toMatchObject({ email });

    const password = 'Blauwe-Fiets-Op-De-Dijk';
    const set = await request('/api/password/set', {
      method: 'POST',
      body: JSON.stringify({ token, password, passwordConfirmation: password }),
    });
    expect(set.status).toBe(200);
    expect(typeof (await signIn(email, password))).toBe('string');

    const again = await request('/api/password/set', {
      method: 'POST',
      body: JSON.stringify({
        token,
        password: 'Iets-Anders-Nog-Langer',
        passwordConfirmation: 'Iets-Anders-Nog-Langer',
      }),
    });
    expect(again.status).toBe(410);
    expect(await json(again)).toMatchObject({ problem: 'used' });
  });

  it('refuses a duplicate e-mail address in another letter case with a Dutch field message', async () => {
    const admin = await adminToken();
    const response = await send('/api/users', 'POST', admin.token, {
      name: 'Dubbel',
      email: admin.email.toUpperCase(),
      role: 'medewerker',
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({
      errors: { email: ['Er bestaat al een gebruiker met dit e-mailadres.'] },
    });
  });

  it('lists users with search and filters', async () => {
    const admin = await adminToken();
    const marker = `zoekterm${Date.now()}`;
    for (const role of ['medewerker', 'alleen_lezen'] as const) {
      await send('/api/users', 'POST', admin.token, {
        name: `${marker} ${role}`,
        email: `${marker}-${role}@example.nl`,
        role,
      });
    }
    const all = await json<{ items: { name: string }[] }>(
      await send(`/api/users?search=${marker.toUpperCase()}`, 'GET', admin.token),
    );
    expect(all.items.map((u) => u.name)).toEqual([`${marker} alleen_lezen`, `${marker} medewerker`]);
    const filtered = await json<{ items: { role: string }[] }>(
      await send(`/api/users?search=${marker}&role=alleen_lezen&sort=name&order=desc`, 'GET', admin.token),
    );
    expect(filtered.items.map((u) => u.role)).toEqual(['alleen_lezen']);
    expect((await send('/api/users?sort=wachtwoord', 'GET', admin.token)).status).toBe(422);
  });

  it('ends the sessions of a user who is deactivated or gets another role', async () => {
    const admin = await adminToken();
    const target = await createTestUser('medewerker');
    const token = await signIn(target.email);
    const update = (version: number, changes: Record<string, unknown>) =>
      send(`/api/users/${target.user.id}`, 'PUT', admin.token, {
        name: target.user.name,
        email: target.email,
        role: 'medewerker',
        active: true,
        version,
        ...changes,
      });
    expect((await update(1, { role: 'alleen_lezen' })).status).toBe(200);
    expect((await request('/api/user', { token })).status).toBe(401);
    const second = await signIn(target.email);
    expect((await update(2, { active: false })).status).toBe(200);
    expect((await request('/api/user', { token: second })).status).toBe(401);
    // A stale edit is refused.
    const stale = await update(2, { name: 'Oud' });
    expect(stale.status).toBe(409);
  });

  it('does not let a user deactivate or delete themselves', async () => {
    const admin = await adminToken();
    const selfUpdate = await send(`/api/users/${admin.user.id}`, 'PUT', admin.token, {
      name: admin.user.name,
      email: admin.email,
      role: 'beheerder',
      active: false,
      version: 1,
    });
    expect(selfUpdate.status).toBe(422);
    expect(await json(selfUpdate)).toMatchObject({
      errors: { active: ['Je kunt jezelf niet deactiveren.'] },
    });
    expect((await send(`/api/users/${admin.user.id}?version=1`, 'DELETE', admin.token)).status).toBe(403);
  });

  it('shows a user history of who changed what', async () => {
    const admin = await adminToken();
    const target = await createTestUser('medewerker');
    await send(`/api/users/${target.user.id}`, 'PUT', admin.token, {
      name: 'Nieuwe Naam',
      email: target.email,
      role: 'medewerker',
      active: true,
      version: 1,
    });
    const history = await json<{ items: { action: string; actorName: string; changes: unknown[] }[] }>(
      await send(`/api/users/${target.user.id}/history`, 'GET', admin.token),
    );
    expect(history.items[0]).toMatchObject({
      action: 'update',
      actorName: admin.user.name,
      changes: [{ field: 'name', from: target.user.name, to: 'Nieuwe Naam' }],
    });
  });
});

describe('invitation links after an e-mail change', () => {
  it('voids a link sent to an address the account no longer has', async () => {
    const admin = await adminToken();
    const email = `oud-${Date.now()}@example.nl`;
    const created = await json<{ record: { id: string } }>(
      await send('/api/users', 'POST', admin.token, { name: 'Verkeerd Adres', email, role: 'medewerker' }),
    );
    const { token } = await lastMailTo(email);
    await send(`/api/users/${created.record.id}`, 'PUT', admin.token, {
      name: 'Verkeerd Adres',
      email: `nieuw-${email}`,
      role: 'medewerker',
      active: true,
      version: 1,
    });
    const check = await request('/api/password/check', {
      method: 'POST',
      body: JSON.stringify({ token, purpose: 'password-set' }),
    });
    expect(check.status).toBe(410);
    expect(await json(check)).toMatchObject({ problem: 'invalid' });
  });
});
