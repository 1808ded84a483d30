import { table } from '@crm/core/db/table';
import { describe, expect, it } from 'vitest';
import { dynamoArgsFrom, tableArgs } from './table-args';

// storage.ts passes `tableArgs` to sst.aws.Dynamo; these tests pin it to @crm/core's definition,
// the one the local stack creates in DynamoDB Local.
describe('tableArgs', () => {
  it('uses the shared primary key', () => {
    expect(tableArgs.primaryIndex).toEqual({ hashKey: table.partitionKey, rangeKey: table.sortKey });
  });

  it('has every global index of the shared definition, with its keys', () => {
    expect(Object.keys(tableArgs.globalIndexes).sort()).toEqual(Object.keys(table.globalIndexes).sort());
    for (const [name, index] of Object.entries(table.globalIndexes)) {
      expect(tableArgs.globalIndexes[name]).toEqual({ hashKey: index.partitionKey, rangeKey: index.sortKey });
    }
  });

  it('expires items through the shared TTL attribute', () => {
    expect(tableArgs.ttl).toBe(table.ttlAttribute);
  });

  it('declares every key attribute as a string, and nothing else', () => {
    const keys = [
      table.partitionKey,
      table.sortKey,
      ...Object.values(table.globalIndexes).flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    expect(tableArgs.fields).toEqual(Object.fromEntries(keys.map((key) => [key, 'string'])));
  });

  it('follows a changed definition', () => {
    const args = dynamoArgsFrom({
      partitionKey: 'a',
      sortKey: 'b',
      ttlAttribute: 'gone',
      globalIndexes: { byC: { partitionKey: 'c', sortKey: 'd' } },
    });
    expect(args).toEqual({
      fields: { a: 'string', b: 'string', c: 'string', d: 'string' },
      primaryIndex: { hashKey: 'a', rangeKey: 'b' },
      globalIndexes: { byC: { hashKey: 'c', rangeKey: 'd' } },
      ttl: 'gone',
    });
  });
});
