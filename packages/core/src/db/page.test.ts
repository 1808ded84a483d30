import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { BadRequestError } from '../errors.ts';
import { dynamo, tableName } from './client.ts';
import { queryPage } from './page.ts';

const itemSchema = z.object({ pk: z.string(), sk: z.string(), n: z.number() });
const partition = `TEST#${ulid()}`;
const other = `TEST#${ulid()}`;

beforeAll(async () => {
  for (const pk of [partition, other]) {
    for (let n = 0; n < 7; n++) {
      await dynamo.send(
        new PutCommand({ TableName: tableName(), Item: { pk, sk: `ITEM#${String(n).padStart(3, '0')}`, n } }),
      );
    }
  }
});

describe('cursor pagination (DynamoDB Local)', () => {
  it('walks every item once, page by page, with opaque cursors', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof queryPage<z.infer<typeof itemSchema>>>> = await queryPage({
        partition,
        sortPrefix: 'ITEM#',
        limit: 3,
        cursor,
        schema: itemSchema,
      });
      seen.push(...page.items.map((item) => item.n));
      cursor = page.cursor;
      pages += 1;
      if (cursor) expect(cursor).not.toContain(partition);
    } while (cursor && pages < 10);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('rejects a tampered cursor and a cursor from another partition', async () => {
    const first = await queryPage({ partition, sortPrefix: 'ITEM#', limit: 2, schema: itemSchema });
    expect(first.cursor).toBeTruthy();
    const [payload, mac] = (first.cursor ?? '').split('.');
    const forged = Buffer.from(JSON.stringify({ pk: other, sk: 'ITEM#003' })).toString('base64url');
    await expect(
      queryPage({ partition, sortPrefix: 'ITEM#', limit: 2, cursor: `${forged}.${mac}`, schema: itemSchema }),
    ).rejects.toBeInstanceOf(BadRequestError);
    await expect(
      queryPage({
        partition: other,
        sortPrefix: 'ITEM#',
        limit: 2,
        cursor: `${payload}.${mac}`,
        schema: itemSchema,
      }),
    ).rejects.toBeInstanceOf(BadRequestError);
    await expect(
      queryPage({ partition, sortPrefix: 'ITEM#', limit: 2, cursor: 'not-a-cursor', schema: itemSchema }),
    ).rejects.toBeInstanceOf(BadRequestError);
  });
});
