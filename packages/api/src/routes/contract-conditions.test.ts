import { QueryCommand, UpdateCommand, DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ConditionDetail,
  ConditionRecord,
  DecisionAnswer,
  EvidenceAnswer,
  PublicReview,
  ReviewRecord,
} from '@crm/core/contract-conditions/public';
import { evidenceFields } from '@crm/core/contract-conditions/item';
import { conditionMessages } from '@crm/core/contract-conditions/schema';
import { conditionTextHash } from '@crm/core/contract-conditions/text-hash';
import type { ContractRecord } from '@crm/core/contracts/public';
import { dynamo, tableName } from '@crm/core/db/client';
import { keys } from '@crm/core/db/keys';
import { readOutbox } from '@crm/core/mail/send';
import { linkProblemMessages } from '@crm/core/links/messages';
import { createTestUser, json, signIn } from '../testing.ts';
import { inOneThrottleWindow } from '../throttle-testing.ts';
import {
  addCondition,
  call,
  conditionsOf,
  created,
  decide,
  newContract,
  sendForReview,
  session,
  signInOwner,
  unique,
} from './contract-conditions-testing.ts';

/**
 * Contract conditions reviewed through a link (issue 13): against DynamoDB Local and the mail
 * outbox, through the app's real routes.
 */
let admin: string;
let colleague: string;
let readOnly: string;

beforeAll(async () => {
  await signInOwner();
  admin = session.admin;
  [colleague, readOnly] = await Promise.all([
    createTestUser('medewerker').then((user) => signIn(user.email)),
    createTestUser('alleen_lezen').then((user) => signIn(user.email)),
  ]);
}, 60_000);

const page = (token: string, ip?: string) =>
  call(`/api/contract-conditions/review?token=${encodeURIComponent(token)}`, 'GET', undefined, undefined, ip);

async function shown(token: string) {
  const response = await page(token);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<PublicReview>(response);
}

async function evidence(contractId: string) {
  const response = await call(`/api/contracts/${contractId}/evidence`, 'GET', readOnly);
  expect(response.status).toBe(200);
  return json<EvidenceAnswer>(response);
}

/** Every item of the contract's partition and of the link, to prove a request changed nothing. */
async function snapshot(contractId: string, linkId: string) {
  const output = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.contract(contractId).pk },
      ConsistentRead: true,
    }),
  );
  const link = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.link(linkId), ConsistentRead: true }),
  );
  return JSON.stringify({ items: output.Items, link: link.Item });
}

describe('contract conditions', () => {
  it('keeps conditions in order, moves one with one write, and edits a Concept in place', async () => {
    const { contract } = await newContract();
    const a = await addCondition(contract.id, 'Levering', 'Binnen 5 werkdagen.');
    const b = await addCondition(contract.id, 'Betaling', 'Binnen 30 dagen na factuur.');
    const c = await addCondition(contract.id, 'Aansprakelijkheid', 'Beperkt tot de factuurwaarde.');
    expect((await conditionsOf(contract.id)).map((item) => item.title)).toEqual([
      'Levering',
      'Betaling',
      'Aansprakelijkheid',
    ]);
    const moved = await call(`/api/contracts/${contract.id}/conditions/${c.id}/position`, 'PUT', admin, {
      afterId: null,
    });
    expect(moved.status).toBe(200);
    await call(`/api/contracts/${contract.id}/conditions/${a.id}/position`, 'PUT', admin, { afterId: b.id });
    expect((await conditionsOf(contract.id)).map((item) => item.id)).toEqual([c.id, b.id, a.id]);

    // A move is a write of its own: the condition's version went up.
    const movedA = (await conditionsOf(contract.id)).find((item) => item.id === a.id);
    expect(movedA?.version).toBe(a.version + 1);
    const edited = await call(`/api/contracts/${contract.id}/conditions/${a.id}`, 'PUT', admin, {
      title: 'Levering',
      text: 'Binnen 3 werkdagen.',
      version: movedA?.version,
    });
    const record = (await json<{ record: ConditionRecord }>(edited)).record;
    expect(record).toMatchObject({ textVersion: 1, status: 'concept', text: 'Binnen 3 werkdagen.' });
    expect(record.textHash).toBe(conditionTextHash('Levering', 'Binnen 3 werkdagen.'));
    // A stale edit is refused; a Concept never sent can be deleted.
    const stale = await call(`/api/contracts/${contract.id}/conditions/${a.id}`, 'PUT', admin, {
      title: 'Levering',
      text: 'Oud',
      version: a.version,
    });
    expect(stale.status).toBe(409);
    const removed = await call(
      `/api/contracts/${contract.id}/conditions/${b.id}?version=${b.version}`,
      'DELETE',
      admin,
    );
    expect(removed.status).toBe(204);
    expect((await conditionsOf(contract.id)).map((item) => item.id)).toEqual([c.id, a.id]);
    // Read-only colleagues read but do not change.
    expect((await conditionsOf(contract.id, readOnly)).length).toBe(2);
    const refused = await call(`/api/contracts/${contract.id}/conditions`, 'POST', readOnly, {
      title: 'X',
      text: 'Y',
    });
    expect(refused.status).toBe(403);
    const invalid = await call(`/api/contracts/${contract.id}/conditions`, 'POST', admin, {
      title: '',
      text: '',
    });
    expect(invalid.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(invalid)).errors).toMatchObject({
      title: ['Vul een titel in.'],
      text: ['Vul de tekst van de voorwaarde in.'],
    });
  });

  it('runs a review end to end: decisions with evidence, a receipt, the owner told, a todo for a rejection', async () => {
    const { contract, contact, email } = await newContract();
    const ids = [
      (await addCondition(contract.id, 'Levering', 'Binnen 5 werkdagen.')).id,
      (await addCondition(contract.id, 'Betaling', 'Binnen 30 dagen.')).id,
      (await addCondition(contract.id, 'Boete', 'Bij te late levering € 100 per dag.')).id,
    ];
    const { review, token } = await sendForReview(contract.id, ids, contact.id, email);
    expect(review).toMatchObject({ state: 'open', email, contactName: 'Ilse Inkoop' });
    expect((await conditionsOf(contract.id)).map((item) => item.status)).toEqual([
      'ter_beoordeling',
      'ter_beoordeling',
      'ter_beoordeling',
    ]);
    // Only Concept conditions can be sent: these are under review now.
    const again = await call(`/api/contracts/${contract.id}/reviews`, 'POST', admin, {
      conditionIds: [ids[0]],
      contactId: contact.id,
    });
    expect(again.status).toBe(422);
    // One review is one transaction with its link, its conditions and a history entry.
    const tooMany = await call(`/api/contracts/${contract.id}/reviews`, 'POST', admin, {
      conditionIds: Array.from({ length: 51 }, (_, index) => `C${index}`),
      contactId: contact.id,
    });
    expect(tooMany.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(tooMany)).errors.conditionIds).toEqual([
      'Verstuur hoogstens 50 voorwaarden tegelijk.',
    ]);

    // Opening the page (a mail scanner does) changes nothing.
    const before = await snapshot(contract.id, review.id);
    const view = await shown(token);
    expect(view.contract.number).toBe(contract.number);
    expect(view.conditions.map((item) => item.title)).toEqual(['Levering', 'Betaling', 'Boete']);
    await shown(token);
    expect(await snapshot(contract.id, review.id)).toBe(before);
    expect(view.finishedAt).toBeNull();
    const early = await call(
      `/api/contract-conditions/receipt?token=${encodeURIComponent(token)}`,
      'GET',
      undefined,
    );
    expect(early.status).toBe(409);
    expect((await json<{ message: string }>(early)).message).toBe(conditionMessages.receiptNotYet);

    const [first, second, third] = view.conditions;
    if (!first || !second || !third) throw new Error('three conditions expected');
    const accepted = await decide(token, {
      conditionId: first.conditionId,
      textHash: first.textHash,
      decision: 'accepted',
      name: 'Ilse Inkoop',
    });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect((await json<DecisionAnswer>(accepted)).finished).toBe(false);
    const noComment = await decide(token, {
      conditionId: third.conditionId,
      textHash: third.textHash,
      decision: 'rejected',
      name: 'Ilse Inkoop',
    });
    expect(noComment.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(noComment)).errors.comment).toEqual([
      'Licht toe waarom je deze voorwaarde afwijst.',
    ]);
    const twice = await decide(token, {
      conditionId: first.conditionId,
      textHash: first.textHash,
      decision: 'rejected',
      comment: 'Toch niet',
      name: 'Ilse Inkoop',
    });
    expect(twice.status).toBe(409);
    await decide(token, {
      conditionId: second.conditionId,
      textHash: second.textHash,
      decision: 'accepted',
      name: 'Ilse Inkoop',
    });
    const last = await decide(token, {
      conditionId: third.conditionId,
      textHash: third.textHash,
      decision: 'rejected',
      comment: 'Te hoge boete.',
      name: 'Ilse Inkoop',
    });
    expect((await json<DecisionAnswer>(last)).finished).toBe(true);

    expect((await conditionsOf(contract.id)).map((item) => item.status)).toEqual([
      'geaccepteerd',
      'geaccepteerd',
      'afgewezen',
    ]);
    const chain = await evidence(contract.id);
    expect(chain.intact).toBe(true);
    expect(chain.items).toHaveLength(3);
    expect(chain.items[2]).toMatchObject({
      seq: 3,
      decision: 'rejected',
      comment: 'Te hoge boete.',
      name: 'Ilse Inkoop',
      email,
      ip: '198.51.100.7',
      textHash: conditionTextHash('Boete', 'Bij te late levering € 100 per dag.'),
      prevHash: chain.items[1]?.hash,
    });

    const outbox = await readOutbox();
    const receipt = outbox.filter((message) => message.to === email).at(-1);
    expect(receipt?.subject).toBe(`Ontvangstbevestiging: je beoordeling van ${contract.number}`);
    // The receipt anchors the chain outside the table: each decision's evidence hash and the head.
    for (const item of chain.items) {
      expect(receipt?.text).toContain(item.textHash);
      expect(receipt?.text).toContain(`Hash van deze beslissing: ${item.hash}`);
    }
    expect(receipt?.text).toContain(
      `telde het bewijs van dit contract 3 beslissingen; de hash van de laatste is ${chain.items[2]?.hash}`,
    );
    expect(
      outbox.some((message) => message.subject.startsWith(`${contract.number}: voorwaarden beoordeeld`)),
    ).toBe(true);
    const todos = await call(`/api/todos?linkKind=contract&linkId=${contract.id}`, 'GET', admin);
    const todoTitles = (await json<{ items: { title: string }[] }>(todos)).items.map((todo) => todo.title);
    expect(todoTitles).toEqual([`Afgewezen voorwaarde in ${contract.number}: Boete`]);

    // The link is finished: its page shows every decision, read-only, and the receipt to download.
    const finished = await shown(token);
    expect(finished.finishedAt).toBeTruthy();
    expect(finished.conditions.map((shownCondition) => shownCondition.decision?.decision)).toEqual([
      'accepted',
      'accepted',
      'rejected',
    ]);
    const receiptFile = await call(
      `/api/contract-conditions/receipt?token=${encodeURIComponent(token)}`,
      'GET',
      undefined,
    );
    expect(receiptFile.status).toBe(200);
    expect(receiptFile.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(receiptFile.headers.get('Content-Disposition')).toBe(
      `attachment; filename="ontvangstbevestiging-${contract.number}.txt"`,
    );
    // The same receipt the mail gave, chain head included.
    expect(await receiptFile.text()).toBe(`${receipt?.subject}\n\n${receipt?.text}\n`);
    // Deciding again is refused: the link is used.
    const decidedAgain = await decide(token, {
      conditionId: first.conditionId,
      textHash: first.textHash,
      decision: 'rejected',
      comment: 'Toch niet.',
      name: 'Ilse Inkoop',
    });
    expect(decidedAgain.status).toBe(410);
    expect((await json<{ message: string }>(decidedAgain)).message).toBe(linkProblemMessages.used);

    // The printable evidence names every decision and says it is intact.
    const download = await call(`/api/contracts/${contract.id}/evidence/download`, 'GET', admin);
    expect(download.headers.get('Content-Disposition')).toBe(
      `attachment; filename="bewijs-${contract.number}.html"`,
    );
    const html = await download.text();
    expect(html).toContain('Bewijs intact');
    expect(html).toContain('198.51.100.7');
    // It states the exact hashed form of each decision, with a command that recomputes it.
    const lastItem = chain.items[2];
    expect(html).toContain(`Gehashte vorm</dt><dd><code>[&#34;${contract.id}&#34;,3,`);
    expect(html).toContain(`| sha256sum`);
    expect(html).toContain(lastItem?.signature);

    // Editing an accepted condition makes a new Concept version; the old one and its evidence stay.
    const current = (await conditionsOf(contract.id))[0];
    if (!current) throw new Error('condition expected');
    const edited = await call(`/api/contracts/${contract.id}/conditions/${current.id}`, 'PUT', admin, {
      title: 'Levering',
      text: 'Binnen 2 werkdagen.',
      version: current.version,
    });
    expect((await json<{ record: ConditionRecord }>(edited)).record).toMatchObject({
      textVersion: 2,
      status: 'concept',
    });
    const detail = await json<ConditionDetail>(
      await call(`/api/contracts/${contract.id}/conditions/${current.id}`, 'GET', admin),
    );
    expect(detail.versions.map((version) => [version.textVersion, version.text])).toEqual([
      [2, 'Binnen 2 werkdagen.'],
      [1, 'Binnen 5 werkdagen.'],
    ]);
    expect(detail.evidence).toHaveLength(1);
    expect(detail.evidence[0]).toMatchObject({ textVersion: 1, decision: 'accepted' });
    expect((await evidence(contract.id)).intact).toBe(true);
    // Sent once, so part of the evidence: it cannot be deleted.
    const remove = await call(
      `/api/contracts/${contract.id}/conditions/${current.id}?version=${current.version + 1}`,
      'DELETE',
      admin,
    );
    expect(remove.status).toBe(409);
    // Nor can the contract.
    const deleteContract = await call(
      `/api/contracts/${contract.id}?version=${contract.version}`,
      'DELETE',
      admin,
    );
    expect(deleteContract.status).toBe(409);
    expect((await json<{ message: string }>(deleteContract)).message).toBe(conditionMessages.hasEvidence);
  });

  /** One condition "Levering" sent for review; its review must refuse a decision with 409. */
  async function refusedAsChanged(
    change: (contractId: string, conditionId: string) => Promise<void>,
    textHash?: string,
  ) {
    const { contract, contact, email } = await newContract();
    const condition = await addCondition(contract.id, 'Levering', 'Binnen 5 werkdagen.');
    const { token } = await sendForReview(contract.id, [condition.id], contact.id, email);
    const [sent] = (await shown(token)).conditions;
    await change(contract.id, condition.id);
    const attempt = (hash: string | undefined) =>
      decide(token, { conditionId: condition.id, textHash: hash, decision: 'accepted', name: 'Ilse' });
    const refused = await attempt(textHash ?? sent?.textHash);
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toBe(conditionMessages.textChanged);
    expect((await evidence(contract.id)).items).toHaveLength(0);
    return { token, attempt, sent };
  }

  it('refuses a decision on a text changed after sending, and the page says a new version is coming', async () => {
    const { token } = await refusedAsChanged(async (contractId, conditionId) => {
      const current = (await conditionsOf(contractId))[0];
      await call(`/api/contracts/${contractId}/conditions/${conditionId}`, 'PUT', admin, {
        title: 'Levering',
        text: 'Binnen 10 werkdagen.',
        version: current?.version,
      });
    });
    const after = (await shown(token)).conditions[0];
    expect(after).toMatchObject({ changed: true, text: 'Binnen 5 werkdagen.', textVersion: 1 });
  });

  it('refuses a decision whose page hash is not the text sent, though the text is unchanged', async () => {
    const { attempt, sent } = await refusedAsChanged(
      () => Promise.resolve(),
      conditionTextHash('Levering', 'Binnen 50 werkdagen.'),
    );
    expect((await attempt(sent?.textHash)).status).toBe(200);
  });

  it('records exactly one of twenty simultaneous decisions on one condition', async () => {
    const { contract, contact, email } = await newContract();
    const condition = await addCondition(contract.id, 'Levering', 'Binnen 5 werkdagen.');
    const { token } = await sendForReview(contract.id, [condition.id], contact.id, email);
    const [sent] = (await shown(token)).conditions;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        decide(token, {
          conditionId: condition.id,
          textHash: sent?.textHash,
          decision: index % 2 ? 'accepted' : 'rejected',
          comment: `Poging ${index}`,
          name: 'Ilse',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 409 || status === 410)).toBe(true);
    const chain = await evidence(contract.id);
    expect(chain.items).toHaveLength(1);
    expect(chain.intact).toBe(true);
  });

  it('detects a change to any stored evidence item, to a decided text and a removed last item', async () => {
    const { contract, contact, email } = await newContract();
    const ids = [
      (await addCondition(contract.id, 'Levering', 'Binnen 5 werkdagen.')).id,
      (await addCondition(contract.id, 'Betaling', 'Binnen 30 dagen.')).id,
    ];
    const { token } = await sendForReview(contract.id, ids, contact.id, email);
    for (const item of (await shown(token)).conditions) {
      const answer = await decide(token, {
        conditionId: item.conditionId,
        textHash: item.textHash,
        decision: 'accepted',
        name: 'Ilse',
      });
      expect(answer.status).toBe(200);
    }
    expect((await evidence(contract.id)).intact).toBe(true);
    const set = async (key: { pk: string; sk: string }, field: string, value: unknown) =>
      dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET #f = :v',
          ExpressionAttributeNames: { '#f': field },
          ExpressionAttributeValues: { ':v': value },
        }),
      );
    const first = keys.evidence(contract.id, 1);
    // Every value the page and the receipt show is inside the hashed form or signed with it.
    const tampered = (value: unknown) =>
      typeof value === 'number' ? value + 1 : value === 'accepted' ? 'rejected' : `${String(value)}x`;
    const fields = [...evidenceFields, 'hash', 'signature'] as const;
    expect(fields).toHaveLength(17);
    for (const field of fields) {
      const original = (await evidence(contract.id)).items[0];
      await set(first, field, tampered(original?.[field]));
      const check = await evidence(contract.id);
      expect(check.intact, field).toBe(false);
      expect(check.problems.join(' '), field).toContain('Beslissing 1');
      await set(first, field, original?.[field]);
      expect((await evidence(contract.id)).intact).toBe(true);
    }
    // A damaged item (an attribute missing or of the wrong type) is a broken chain, not a 500;
    // every page still answers with what can be read.
    await set(keys.evidence(contract.id, 2), 'textVersion', 'twee');
    const damaged = await evidence(contract.id);
    expect(damaged.intact).toBe(false);
    expect(damaged.problems).toContain(
      'Beslissing 2 (Geaccepteerd, Betaling): het vastgelegde bewijs is beschadigd (textVersion).',
    );
    expect(damaged.items.map((item) => item.seq)).toEqual([1]);
    const damagedPage = await call(`/api/contracts/${contract.id}/evidence/download`, 'GET', admin);
    expect(damagedPage.status).toBe(200);
    expect(await damagedPage.text()).toContain('het vastgelegde bewijs is beschadigd');
    for (const id of ids) {
      const detail = await call(`/api/contracts/${contract.id}/conditions/${id}`, 'GET', admin);
      expect(detail.status).toBe(200);
    }
    await set(keys.evidence(contract.id, 2), 'textVersion', 1);
    expect((await evidence(contract.id)).intact).toBe(true);
    // A hash recomputed by whoever changed the item breaks the link from the next one.
    const items = (await evidence(contract.id)).items;
    await set(first, 'hash', 'f'.repeat(64));
    expect((await evidence(contract.id)).problems.join(' ')).toContain('Beslissing 2');
    await set(first, 'hash', items[0]?.hash);
    // The stored text of a decided version.
    const version = keys.conditionVersion(contract.id, ids[0] ?? '', 1);
    await set(version, 'text', 'Binnen 50 werkdagen.');
    expect((await evidence(contract.id)).problems.join(' ')).toContain('de bewaarde tekst past niet');
    await set(version, 'text', 'Binnen 5 werkdagen.');
    expect((await evidence(contract.id)).intact).toBe(true);
    // The last item removed.
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.evidence(contract.id, 2) }));
    const check = await evidence(contract.id);
    expect(check.intact).toBe(false);
    expect(check.problems.join(' ')).toContain('er ontbreekt bewijs');
  });

  it('keeps link purposes apart both ways, and a review token is no access token', async () => {
    const { contract, contact, email } = await newContract();
    const condition = await addCondition(contract.id, 'Levering', 'Binnen 5 werkdagen.');
    const { token } = await sendForReview(contract.id, [condition.id], contact.id, email);
    const asPassword = await call('/api/password/check', 'POST', undefined, { token });
    expect(asPassword.status).toBe(410);
    const asUser = await call('/api/user', 'GET', token);
    expect(asUser.status).toBe(401);
    const staff = await call(`/api/contracts/${contract.id}/conditions`, 'GET', token);
    expect(staff.status).toBe(401);

    const user = await createTestUser('medewerker');
    await call('/api/password/forgot', 'POST', undefined, { email: user.email });
    const resetMail = (await readOutbox()).filter((message) => message.to === user.email).at(-1);
    const resetToken = resetMail?.links[0]?.split('/').at(-1) ?? '';
    expect(resetToken.length).toBeGreaterThan(20);
    expect((await page(resetToken)).status).toBe(410);
    const resetDecides = await decide(resetToken, {
      conditionId: condition.id,
      textHash: condition.textHash,
      decision: 'accepted',
      name: 'X',
    });
    expect(resetDecides.status).toBe(410);
    expect(
      (await call('/api/contract-conditions/renew', 'POST', undefined, { token: resetToken })).status,
    ).toBe(410);

    // Another contract's condition is not this link's.
    const other = await newContract();
    const foreign = await addCondition(other.contract.id, 'Levering', 'Binnen 5 werkdagen.');
    const wrong = await decide(token, {
      conditionId: foreign.id,
      textHash: foreign.textHash,
      decision: 'accepted',
      name: 'X',
    });
    expect(wrong.status).toBe(404);
    expect((await evidence(other.contract.id)).items).toHaveLength(0);
  });

  it('lets the owner revoke a link (not a colleague), and an outsider ask for a new one', async () => {
    const { contract, contact, email } = await newContract();
    const condition = await addCondition(contract.id, 'Levering', 'Binnen 5 werkdagen.');
    const { review, token } = await sendForReview(contract.id, [condition.id], contact.id, email);
    const byColleague = await call(
      `/api/contracts/${contract.id}/reviews/${review.id}/revoke`,
      'POST',
      colleague,
    );
    expect(byColleague.status).toBe(403);
    const revoked = await call(`/api/contracts/${contract.id}/reviews/${review.id}/revoke`, 'POST', admin);
    expect((await json<{ record: ReviewRecord }>(revoked)).record.state).toBe('revoked');
    expect((await conditionsOf(contract.id))[0]?.status).toBe('concept');
    const closed = await page(token);
    expect(closed.status).toBe(410);
    expect((await json<{ message: string }>(closed)).message).toBe(linkProblemMessages.revoked);

    const renew = await call('/api/contract-conditions/renew', 'POST', undefined, { token });
    expect(renew.status).toBe(200);
    expect((await json<{ message: string }>(renew)).message).toBe(conditionMessages.renewalAsked);
    const asked = (await readOutbox()).filter((message) =>
      message.subject.startsWith(`${contract.number}: nieuwe link`),
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]?.text).toContain(email);
    // Asked again the same day: the outsider hears the same, the owner gets no second mail.
    const again = await call('/api/contract-conditions/renew', 'POST', undefined, { token });
    expect((await json<{ message: string }>(again)).message).toBe(conditionMessages.renewalAsked);
    expect(
      (await readOutbox()).filter((message) => message.subject.startsWith(`${contract.number}: nieuwe link`)),
    ).toHaveLength(1);

    // Sent anew, the same text version goes out again.
    const { review: second } = await sendForReview(contract.id, [condition.id], contact.id, email);
    expect(second.conditions[0]?.textVersion).toBe(1);
    const reviews = await json<{ items: ReviewRecord[] }>(
      await call(`/api/contracts/${contract.id}/reviews`, 'GET', readOnly),
    );
    expect(reviews.items.map((item) => item.state)).toEqual(['open', 'revoked']);
  });

  it('lets the owning Medewerker and any Beheerder revoke a link, never a colleague Medewerker', async () => {
    const medewerker = await createTestUser('medewerker');
    const [owning, otherBeheerder] = await Promise.all([
      signIn(medewerker.email),
      createTestUser('beheerder').then((user) => signIn(user.email)),
    ]);
    const revoke = (contractId: string, reviewId: string, token: string) =>
      call(`/api/contracts/${contractId}/reviews/${reviewId}/revoke`, 'POST', token);
    const states = async (contractId: string) =>
      (
        await json<{ items: ReviewRecord[] }>(
          await call(`/api/contracts/${contractId}/reviews`, 'GET', readOnly),
        )
      ).items.map((item) => item.state);
    async function sentReview() {
      const { contract, contact, email } = await newContract({ ownerId: medewerker.user.id });
      const condition = await addCondition(contract.id, 'Levering', 'Binnen 5 werkdagen.');
      return { contract, ...(await sendForReview(contract.id, [condition.id], contact.id, email)) };
    }

    const first = await sentReview();
    const refused = await revoke(first.contract.id, first.review.id, colleague);
    expect(refused.status).toBe(403);
    expect((await json<{ message: string }>(refused)).message).toBe(conditionMessages.onlyOwner);
    expect(await states(first.contract.id)).toEqual(['open']);
    expect((await page(first.token)).status).toBe(200);

    const byOwner = await revoke(first.contract.id, first.review.id, owning);
    expect(byOwner.status).toBe(200);
    expect((await json<{ record: ReviewRecord }>(byOwner)).record.state).toBe('revoked');
    expect((await page(first.token)).status).toBe(410);

    const second = await sentReview();
    const byBeheerder = await revoke(second.contract.id, second.review.id, otherBeheerder);
    expect(byBeheerder.status).toBe(200);
    expect(await states(second.contract.id)).toEqual(['revoked']);
    expect((await page(second.token)).status).toBe(410);
  });

  it('throttles a link: after 60 requests in a quarter of an hour it answers 429', async () => {
    inOneThrottleWindow();
    const { contract, contact, email } = await newContract();
    const condition = await addCondition(contract.id, 'Levering', 'Binnen 5 werkdagen.');
    const { token } = await sendForReview(contract.id, [condition.id], contact.id, email);
    // An address of its own: other suites' link requests (the fuzz test's) count per address too.
    const ip = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
    for (let index = 0; index < 60; index++) expect((await page(token, ip)).status).toBe(200);
    const throttled = await page(token, ip);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it("copies a type's standard conditions into a new contract and shows which differ", async () => {
    const type = await created<{ id: string; conditions: { id: string }[] }>(
      await call('/api/contract-types', 'POST', admin, {
        name: `Type ${unique()}`,
        firstTermMonths: 12,
        renewal: 'geen',
        noticePeriod: 1,
        decisionWeeks: 2,
        conditions: [
          { title: 'Levering', text: 'Binnen 5 werkdagen.' },
          { title: 'Betaling', text: 'Binnen 30 dagen.' },
        ],
      }),
    );
    const { contract } = await newContract({ typeId: type.id });
    const copies = await conditionsOf(contract.id);
    expect(copies.map((item) => [item.title, item.deviatesFromType])).toEqual([
      ['Levering', false],
      ['Betaling', false],
    ]);
    expect(copies[0]?.source).toEqual({
      typeId: type.id,
      conditionId: type.conditions[0]?.id,
      textHash: conditionTextHash('Levering', 'Binnen 5 werkdagen.'),
    });
    const first = copies[0];
    await call(`/api/contracts/${contract.id}/conditions/${first?.id}`, 'PUT', admin, {
      title: 'Levering',
      text: 'Binnen 2 werkdagen.',
      version: first?.version,
    });
    expect((await conditionsOf(contract.id)).map((item) => item.deviatesFromType)).toEqual([true, false]);
    // Without evidence, a contract goes with its conditions.
    const current = await json<{ record: ContractRecord }>(
      await call(`/api/contracts/${contract.id}`, 'GET', admin),
    );
    const removed = await call(
      `/api/contracts/${contract.id}?version=${current.record.version}`,
      'DELETE',
      admin,
    );
    expect(removed.status).toBe(204);
    const left = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :c)',
        ExpressionAttributeValues: { ':pk': keys.contract(contract.id).pk, ':c': 'CON' },
      }),
    );
    expect(left.Items).toEqual([]);
  });
});
