import { createHmac } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import {
  GENESIS_HASH,
  appendEvidence,
  checkChain,
  evidenceHash,
  evidenceHashedForm,
  type EvidenceContent,
} from './evidence.ts';
import type { EvidenceItem } from './item.ts';
import { conditionTextHash } from './text-hash.ts';

const put = (Item: Record<string, unknown>) => dynamo.send(new PutCommand({ TableName: tableName(), Item }));

const decisionOn = (
  contractId: string,
  conditionId: string,
  textHash: string,
  decision: 'accepted' | 'rejected',
): EvidenceContent => ({
  contractId,
  conditionId,
  conditionTitle: 'Betaaltermijn',
  textVersion: 1,
  textHash,
  decision,
  comment: decision === 'rejected' ? 'Liever 60 dagen.' : '',
  name: 'Rita Beoordelaar',
  email: 'rita@example.nl',
  at: new Date().toISOString(),
  ip: '192.0.2.1',
  userAgent: 'vitest',
  reviewId: ulid(),
});

/** A contract with one condition's text version and a chain of three decisions on it. */
async function chainOfThree(): Promise<{ contractId: string; items: EvidenceItem[]; textHash: string }> {
  const contractId = ulid();
  const conditionId = ulid();
  const title = 'Betaaltermijn';
  const text = 'Facturen worden binnen 30 dagen betaald.';
  const textHash = conditionTextHash(title, text);
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.conditionVersion(contractId, conditionId, 1),
        type: 'contract_condition_version',
        conditionId,
        textVersion: 1,
        title,
        text,
        textHash,
        createdAt: new Date().toISOString(),
        createdBy: 'test',
        createdByName: 'Test',
      },
    }),
  );
  const items: EvidenceItem[] = [];
  for (const decision of ['rejected', 'accepted', 'accepted'] as const) {
    items.push(
      await appendEvidence(
        decisionOn(contractId, conditionId, textHash, decision),
        () => [],
        () => new Error('no alongside items to fail'),
      ),
    );
  }
  return { contractId, items, textHash };
}

describe('the evidence chain check (DynamoDB Local)', () => {
  it('reads an intact chain as intact', async () => {
    const { contractId, items } = await chainOfThree();
    expect(await checkChain(contractId)).toEqual({ intact: true, problems: [] });
    expect(await checkChain(contractId, items)).toEqual({ intact: true, problems: [] });
  });

  it('detects a tampered item, a removed item and reordered items', async () => {
    const { contractId, items } = await chainOfThree();
    const [first, second, third] = items as [EvidenceItem, EvidenceItem, EvidenceItem];

    const tampered = await checkChain(contractId, [first, { ...second, comment: 'Akkoord.' }, third]);
    expect(tampered.intact).toBe(false);
    expect(tampered.problems).toEqual([expect.stringContaining('de inhoud is gewijzigd')]);

    const removedMiddle = await checkChain(contractId, [first, third]);
    expect(removedMiddle.intact).toBe(false);
    expect(removedMiddle.problems.join(' ')).toContain('de verwijzing naar de vorige beslissing klopt niet');

    const removedLast = await checkChain(contractId, [first, second]);
    expect(removedLast.intact).toBe(false);
    expect(removedLast.problems).toContain(
      'De laatste beslissing is niet de laatste die werd vastgelegd: er ontbreekt bewijs.',
    );

    const reordered = await checkChain(contractId, [second, first, third]);
    expect(reordered.intact).toBe(false);
    expect(reordered.problems.join(' ')).toContain('het volgnummer klopt niet');
  });
});

describe('the hashed form of an evidence item', () => {
  it('is the compact JSON array of the fields in their order, non-ASCII as is (known answer)', () => {
    const item = {
      contractId: '01J0CONTRACT',
      seq: 1,
      conditionId: '01J0CONDITION',
      conditionTitle: 'Levering',
      textVersion: 1,
      textHash: '9f3d0b110076bf9229a6fe9c861cb5a93cb68fe1b8ce4edb8a3f799fa84917bd',
      decision: 'accepted',
      comment: 'Akkoord, één week.',
      name: 'Rita Beoordelaar',
      email: 'rita@example.nl',
      at: '2026-03-01T09:30:00.000Z',
      ip: '192.0.2.1',
      userAgent: 'Mozilla/5.0',
      reviewId: '01J0REVIEW',
      prevHash: GENESIS_HASH,
    };
    expect(evidenceHashedForm(item)).toBe(
      `["01J0CONTRACT",1,"01J0CONDITION","Levering",1,"9f3d0b110076bf9229a6fe9c861cb5a93cb68fe1b8ce4edb8a3f799fa84917bd","accepted","Akkoord, één week.","Rita Beoordelaar","rita@example.nl","2026-03-01T09:30:00.000Z","192.0.2.1","Mozilla/5.0","01J0REVIEW","${GENESIS_HASH}"]`,
    );
    // printf '%s' '<the form above>' | sha256sum
    expect(evidenceHash(item)).toBe('b8980d6b4cd84f4f0ca2dce56eb12582b0359e4794c4ae752260ee932e956f46');
  });
});

describe('the chain outside the table (DynamoDB Local)', () => {
  it('reports a chain rewritten with recomputed hashes but without the key as broken', async () => {
    const { contractId, items } = await chainOfThree();
    // Whoever can write the table rewrites the first decision and every hash after it, signing
    // with a key of their own guess: the hashes all agree again, the signatures cannot.
    let prevHash = GENESIS_HASH;
    for (const item of items) {
      const changed = {
        ...item,
        prevHash,
        ...(item.seq === 1 ? { decision: 'accepted' as const, comment: '' } : {}),
      };
      const hash = evidenceHash(changed);
      const signature = createHmac('sha256', 'guessed key').update(hash).digest('hex');
      await put({ ...changed, hash, signature });
      prevHash = hash;
    }
    const last = items.length;
    await put({
      ...keys.evidenceChain(contractId),
      type: 'contract_condition_chain',
      seq: last,
      hash: prevHash,
      signature: createHmac('sha256', 'guessed key')
        .update(`${contractId}:${last}:${prevHash}`)
        .digest('hex'),
    });
    const check = await checkChain(contractId);
    expect(check.intact).toBe(false);
    expect(check.problems.filter((problem) => problem.includes('handtekening'))).toHaveLength(4);
    expect(check.problems.join(' ')).not.toContain('de inhoud is gewijzigd');
  });

  it('reports a damaged item (a missing or wrong-typed attribute) as a broken chain, naming it', async () => {
    const { contractId } = await chainOfThree();
    const update = (seq: number, expression: string, values?: Record<string, unknown>) =>
      dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.evidence(contractId, seq),
          UpdateExpression: expression,
          ...(values ? { ExpressionAttributeValues: values } : {}),
        }),
      );
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.evidence(contractId, 2),
        UpdateExpression: 'REMOVE #n SET textVersion = :tv',
        ExpressionAttributeNames: { '#n': 'name' },
        ExpressionAttributeValues: { ':tv': 'een' },
      }),
    );
    await update(3, 'SET seq = :seq', { ':seq': { nested: true } });
    const check = await checkChain(contractId);
    expect(check.intact).toBe(false);
    expect(check.problems).toContain(
      'Beslissing 2 (Geaccepteerd, Betaaltermijn): het vastgelegde bewijs is beschadigd (textVersion, name).',
    );
    expect(check.problems).toContain(
      'Beslissing 3 (Geaccepteerd, Betaaltermijn): het vastgelegde bewijs is beschadigd (seq).',
    );
    expect(check.problems.join(' ')).not.toContain('Beslissing 1');
  });

  it('lets fifty decisions on one contract at once all through, in order, the chain intact', async () => {
    const contractId = ulid();
    const conditionId = ulid();
    const textHash = conditionTextHash('Betaaltermijn', 'Facturen worden binnen 30 dagen betaald.');
    await put({
      ...keys.conditionVersion(contractId, conditionId, 1),
      type: 'contract_condition_version',
      conditionId,
      textVersion: 1,
      title: 'Betaaltermijn',
      text: 'Facturen worden binnen 30 dagen betaald.',
      textHash,
      createdAt: new Date().toISOString(),
      createdBy: 'test',
      createdByName: 'Test',
    });
    const appended = await Promise.all(
      Array.from({ length: 50 }, () =>
        appendEvidence(
          decisionOn(contractId, conditionId, textHash, 'accepted'),
          () => [],
          () => new Error('no alongside items to fail'),
        ),
      ),
    );
    expect(appended.map((item) => item.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(await checkChain(contractId)).toEqual({ intact: true, problems: [] });
  }, 60_000);
});
