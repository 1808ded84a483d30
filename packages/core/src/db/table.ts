/**
 * The one table definition. Imported by `stacks/storage.ts` (deployed table) and by the local
 * stack (DynamoDB Local), so both create exactly the same table. Pure data: no AWS SDK here.
 */
export const table = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  /** Generic indexes; each access pattern that uses one is listed in docs/data-model.md. */
  globalIndexes: {
    gsi1: { partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    gsi2: { partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    gsi3: { partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    gsi4: { partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  },
} as const;

export type IndexName = keyof typeof table.globalIndexes;

/** Every key attribute of the table, all strings. */
export const keyAttributes: readonly string[] = [
  table.partitionKey,
  table.sortKey,
  ...Object.values(table.globalIndexes).flatMap((index) => [index.partitionKey, index.sortKey]),
];
