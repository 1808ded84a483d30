import { describe, expect, it } from 'vitest';
import type { TransactItem } from '../db/transaction.ts';
import { packItems } from './pack.ts';

const check = (pk: string): TransactItem => ({
  ConditionCheck: { TableName: 't', Key: { pk, sk: 'RECORD' }, ConditionExpression: 'attribute_exists(pk)' },
});
const put = (sk: string): TransactItem => ({ Put: { TableName: 't', Item: { pk: 'CUSTOMER#1', sk } } });

describe('packItems', () => {
  it('checks a parent several rows share once, and keeps every other item', () => {
    const items = [
      check('CUSTOMER#1'),
      put('CONTACT#a'),
      check('CUSTOMER#1'),
      put('CONTACT#b'),
      check('CUSTOMER#2'),
    ];
    expect(packItems(items)).toEqual([
      check('CUSTOMER#1'),
      put('CONTACT#a'),
      put('CONTACT#b'),
      check('CUSTOMER#2'),
    ]);
  });
});
