import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { appendEvidence, checkChain } from './evidence.ts';
import type { EvidenceItem } from './item.ts';
import { conditionTextHash } from './text-hash.ts';

/** A contract with one condition's text version and a chain of three decisions on it. */
async function chainOfThree(): Promise<{ contractId: string; items: EvidenceItem[] }> {
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
        {
          contractId,
          conditionId,
          conditionTitle: title,
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
        },
        () => [],
        () => new Error('no alongside items to fail'),
      ),
    );
  }
  return { contractId, items };
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
