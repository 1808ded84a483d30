import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { createRecord, deleteRecord, updateRecord, type VersionedRecord } from '../db/write.ts';
import { changeFeedKey } from '../db/index-keys.ts';
import { recentChanges } from './queries.ts';

const actor = { id: 'u1', name: 'Dirk Dashboard' };

describe('recent changes feed', () => {
  it('merges the feeds of several kinds newest first, with labels; financial changes have their own feed', async () => {
    // Feeds of their own, so changes made by tests running beside this one do not interfere.
    const prefixes = { a: `FEEDA${ulid()}`, b: `FEEDB${ulid()}` };
    const first = await createRecord({
      key: { pk: `${prefixes.a}#1`, sk: '#RECORD' },
      id: '1',
      data: { type: 'thing', companyName: 'Alfa BV' },
      actor,
    });
    await createRecord({
      key: { pk: `${prefixes.b}#2`, sk: '#RECORD' },
      id: '2',
      data: { type: 'thing', title: 'Bellen' },
      actor,
    });
    await createRecord({
      key: { pk: `${prefixes.a}#1`, sk: '#FINANCIAL' },
      id: '1-financial',
      data: { type: 'financial', iban: 'NL91ABNA0417164300' },
      actor,
      label: 'Alfa BV',
    });
    const renamed = await updateRecord<VersionedRecord & { companyName: string }>({
      current: first,
      expectedVersion: 1,
      changes: { companyName: 'Alfa Holding BV' },
      actor,
    });
    await deleteRecord({ current: renamed, expectedVersion: 2, actor });

    const feedA = { kind: 'a', key: changeFeedKey(prefixes.a), financial: false };
    const feedB = { kind: 'b', key: changeFeedKey(prefixes.b), financial: false };
    const financialA = { kind: 'a', key: changeFeedKey(prefixes.a, true), financial: true };
    const all = await recentChanges([feedA, financialA, feedB], 10);
    expect(all.map((change) => [change.kind, change.action, change.label, change.subjectType])).toEqual([
      ['a', 'delete', 'Alfa Holding BV', 'thing'],
      ['a', 'update', 'Alfa Holding BV', 'thing'],
      ['a', 'create', 'Alfa BV', 'financial'],
      ['b', 'create', 'Bellen', 'thing'],
      ['a', 'create', 'Alfa BV', 'thing'],
    ]);
    expect(all[0]).toMatchObject({ recordId: '1', actorName: 'Dirk Dashboard' });

    const limited = await recentChanges([feedA, feedB], 2);
    expect(limited.map((change) => change.action)).toEqual(['delete', 'update']);
    // Without the financial feed, a financial change never takes a place of the others.
    const plain = await recentChanges([feedA, feedB], 10);
    expect(plain.map((change) => change.subjectType)).toEqual(['thing', 'thing', 'thing', 'thing']);
    expect((await recentChanges([financialA], 10)).map((change) => change.subjectType)).toEqual([
      'financial',
    ]);
    const onlyB = await recentChanges([feedB], 10);
    expect(onlyB.map((change) => change.recordId)).toEqual(['2']);
  });
});
