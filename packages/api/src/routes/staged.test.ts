import { beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '@crm/core/db/actor';
import { lockProposed, saveProposed } from '@crm/core/staged/change-set';
import { transact } from '@crm/core/db/transaction';
import { decisionMessages } from '@crm/core/staged/decide';
import type { ReviewAnswer, StagedOwner } from '@crm/core/staged/schema';
import { stagedSupplier } from '@crm/core/staged/testing';
import { createTestUser, json, request, signIn } from '../testing.ts';

const tokens: Record<'first' | 'second' | 'reader', string> = { first: '', second: '', reader: '' };

beforeAll(async () => {
  tokens.first = await signIn((await createTestUser('medewerker')).email);
  tokens.second = await signIn((await createTestUser('medewerker')).email);
  tokens.reader = await signIn((await createTestUser('alleen_lezen')).email);
});

const base = (owner: StagedOwner) =>
  `/api/staged/${owner.kind === 'onboarding' ? 'onboardings' : 'supplier-requests'}/${owner.id}`;

async function reviewOf(owner: StagedOwner, token = tokens.first) {
  const response = await request(base(owner), { token });
  expect(response.status).toBe(200);
  return json<ReviewAnswer>(response);
}

function post(owner: StagedOwner, body: Record<string, unknown>, token = tokens.first) {
  return request(`${base(owner)}/decisions`, { method: 'POST', token, body: JSON.stringify(body) });
}

async function answered(options: Parameters<typeof stagedSupplier>[2] = {}) {
  const fixture = await stagedSupplier(
    systemActor,
    ['organisation.companyName', 'organisation.city', 'financial.iban', 'contact.mobile'],
    options,
  );
  await saveProposed(fixture.owner, 1, {
    'organisation.companyName': `${fixture.word} Nieuw BV`,
    'organisation.city': 'Zwolle',
    'financial.iban': 'NL20 INGB 0001 2345 67',
    'contact.mobile': '06 12345678',
  });
  await transact(lockProposed(fixture.owner, 2), [], 0);
  return fixture;
}

describe('the staff review of staged changes', () => {
  it('answers the three-way rows with labels, and hides unchanged values as unchanged', async () => {
    const { owner, word } = await answered();
    const review = await reviewOf(owner);
    expect(review.version).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(review.phonesOnFile).toEqual(['020-1234567', '06 12345678']);
    expect(review.rows).toEqual([
      expect.objectContaining({
        field: 'organisation.companyName',
        label: 'Bedrijfsnaam',
        sent: `${word} BV`,
        now: `${word} BV`,
        proposed: `${word} Nieuw BV`,
        changed: true,
        conflict: false,
        critical: false,
      }),
      expect.objectContaining({
        field: 'organisation.city',
        label: 'Plaats',
        sent: null,
        proposed: 'Zwolle',
        changed: true,
      }),
      expect.objectContaining({
        field: 'financial.iban',
        label: 'IBAN',
        proposed: 'NL20INGB0001234567',
        financial: true,
        critical: true,
      }),
      expect.objectContaining({ field: 'contact.mobile', label: 'Mobiel (contactpersoon)', changed: false }),
    ]);
  });

  it('approves one field: only it reaches the record, with one history entry naming the request', async () => {
    const { owner, supplier } = await answered();
    const { version } = await reviewOf(owner);
    const response = await post(owner, { field: 'organisation.city', decision: 'approve', version });
    expect(response.status).toBe(200);
    const after = await json<ReviewAnswer>(response);
    expect(after.rows.find((row) => row.field === 'organisation.city')).toMatchObject({
      state: 'approved',
      now: 'Zwolle',
    });
    const detail = await json<{ record: { city?: string; companyName: string } }>(
      await request(`/api/suppliers/${supplier.id}`, { token: tokens.first }),
    );
    expect(detail.record).toMatchObject({ city: 'Zwolle', companyName: supplier.companyName });
    const history = await json<{ items: { action: string; changes: { field: string }[] }[] }>(
      await request(`/api/suppliers/${supplier.id}/history`, { token: tokens.first }),
    );
    const approvals = history.items.filter((entry) => entry.action === 'approve-supplier-request');
    expect(approvals).toEqual([
      expect.objectContaining({ changes: [expect.objectContaining({ field: 'city' })] }),
    ]);
  });

  it('answers 409 to a stale version, and to every approval of a field but one of 20 at once', async () => {
    const { owner } = await answered();
    const { version } = await reviewOf(owner);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(owner, { field: 'organisation.companyName', decision: 'approve', version }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([
      200,
      ...Array<number>(19).fill(409),
    ]);
    const stale = await post(owner, { field: 'organisation.city', decision: 'approve', version });
    expect(stale.status).toBe(409);
    expect((await json(stale)).message).toMatch(/gewijzigd/);
  });

  it('needs two different people for a critical field, the second naming a number on file', async () => {
    const { owner } = await answered();
    const approveIban = async (token: string, more: Record<string, string> = {}) =>
      post(
        owner,
        { field: 'financial.iban', decision: 'approve', version: (await reviewOf(owner)).version, ...more },
        token,
      );
    expect((await approveIban(tokens.first)).status).toBe(200);
    const again = await approveIban(tokens.first, { phone: '020-1234567' });
    expect(again.status).toBe(403);
    expect((await json(again)).message).toBe(decisionMessages.sameApprover);
    const unknownNumber = await approveIban(tokens.second, { phone: '0800-0000000' });
    expect(unknownNumber.status).toBe(422);
    expect((await json(unknownNumber)).errors).toEqual({ phone: [decisionMessages.phoneNotOnFile] });
    const second = await approveIban(tokens.second, { phone: '020-1234567', confirmedBy: 'Jan Bellen' });
    expect(second.status).toBe(200);
    expect(
      (await json<ReviewAnswer>(second)).rows.find((row) => row.field === 'financial.iban'),
    ).toMatchObject({
      state: 'approved',
      now: 'NL20INGB0001234567',
      phone: '020-1234567',
      confirmedBy: 'Jan Bellen',
    });
  });

  it('rejects a field with a reason and leaves the record as it was', async () => {
    const { owner, supplier } = await answered();
    const before = await json(await request(`/api/suppliers/${supplier.id}`, { token: tokens.first }));
    const response = await post(owner, {
      field: 'organisation.companyName',
      decision: 'reject',
      reason: 'Onjuist',
      version: (await reviewOf(owner)).version,
    });
    expect(response.status).toBe(200);
    expect(await json(await request(`/api/suppliers/${supplier.id}`, { token: tokens.first }))).toEqual(
      before,
    );
  });

  it('answers 422 with Dutch messages, 404 for an unknown change set, 403 without the permissions', async () => {
    const { owner } = await answered();
    const bad = await post(owner, { field: 'organisation.city', decision: 'misschien', version: 'x' });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors).toEqual({
      decision: ['Kies goedkeuren of afwijzen.'],
      version: ['Laad de beoordeling opnieuw.'],
    });
    const notAsked = await post(owner, {
      field: 'organisation.notes',
      decision: 'approve',
      version: (await reviewOf(owner)).version,
    });
    expect(notAsked.status).toBe(422);
    expect((await json(notAsked)).errors).toEqual({ field: [decisionMessages.notInSet] });
    const unknown = await request(base({ kind: 'supplier-request', id: '01JZZZZZZZZZZZZZZZZZZZZZZZ' }), {
      token: tokens.first,
    });
    expect(unknown.status).toBe(404);
    expect((await request(base(owner), { token: tokens.reader })).status).toBe(403);
    expect(
      (
        await post(
          owner,
          { field: 'organisation.city', decision: 'approve', version: '1.1.1.1' },
          tokens.reader,
        )
      ).status,
    ).toBe(403);
    // A supplier request is not an onboarding: the same id under the other owner kind is unknown.
    expect((await request(base({ ...owner, kind: 'onboarding' }), { token: tokens.first })).status).toBe(404);
  });

  it('reviews an onboarding of a customer the same way', async () => {
    const { owner, supplier: customer } = await answered({ kind: 'customer', ownerKind: 'onboarding' });
    const review = await reviewOf(owner);
    expect(review.target).toEqual({ kind: 'customer', id: customer.id });
    const response = await post(owner, { field: '*', decision: 'approve', version: review.version });
    expect(response.status).toBe(200);
    const rows = (await json<ReviewAnswer>(response)).rows;
    expect(rows.map((row) => [row.field, row.state, row.firstApprovedBy !== undefined])).toEqual([
      ['organisation.companyName', 'approved', false],
      ['organisation.city', 'approved', false],
      ['financial.iban', 'open', true],
      ['contact.mobile', 'open', false],
    ]);
    expect((await request(base(owner), { token: tokens.reader })).status).toBe(403);
  });
});
