import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  BUCKET_COMMANDS,
  bucketLinkPermissions,
  dynamoCommandActions,
  s3CommandActions,
  TABLE_COMMANDS,
  tableLinkPermissions,
} from './link-permissions';

const root = join(import.meta.dirname, '..');
// The code the api and jobs functions run. create-table.ts makes the local stack's table only.
const runtimeRoots = ['packages/core/src', 'packages/api/src'];
const localOnly = new Set(['packages/core/src/db/create-table.ts']);

function runtimeFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return runtimeFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !localOnly.has(path)
      ? [path]
      : [];
  });
}

/**
 * Commands imported from the given SDK packages by the runtime code, also through a module that
 * re-exports what the app uses of an SDK loaded on first use (`storage/s3-sdk.ts`, decision 018).
 */
function commandsFrom(packages: RegExp): string[] {
  const commands = new Set<string>();
  const imports = /(?:import|export)\s*\{([^}]*)\}\s*from\s*'([^']+)'/g;
  for (const file of runtimeRoots.flatMap(runtimeFiles)) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const [, names = '', from = ''] of source.matchAll(imports)) {
      if (!packages.test(from)) continue;
      for (const name of names.split(',').map((part) => part.trim().replace(/^type\s+/, ''))) {
        if (/Command$/.test(name)) commands.add(name);
      }
    }
  }
  return [...commands].sort();
}

const table = tableLinkPermissions({ table: 'arn:table', indexes: 'arn:table/index/*' });
const bucket = bucketLinkPermissions({ objects: 'arn:bucket/*' });
const destructive =
  /\*|Delete(Table|Bucket|Backup)|Update(Table|ContinuousBackups|TimeToLive)|Create(Table|Bucket)|PutBucket|Restore|Tag/;

describe('linked table permissions', () => {
  it('are exactly the actions of the DynamoDB commands the code sends', () => {
    const sent = commandsFrom(/^@aws-sdk\/(lib|client)-dynamodb$/);
    expect(sent).toEqual([...TABLE_COMMANDS].sort());
    expect(table.flatMap((grant) => grant.actions).sort()).toEqual(actionsFor(sent, dynamoCommandActions));
  });

  it('cover the items and the indexes, nothing else, and never the table itself', () => {
    expect(table.flatMap((grant) => grant.resources)).toEqual(['arn:table', 'arn:table/index/*']);
    for (const action of table.flatMap((grant) => grant.actions)) {
      expect(action).toMatch(/^dynamodb:/);
      expect(action).not.toMatch(destructive);
    }
  });
});

describe('linked bucket permissions', () => {
  it('are exactly the actions of the S3 commands the code sends', () => {
    const sent = commandsFrom(/^@aws-sdk\/client-s3$/);
    expect(sent).toEqual([...BUCKET_COMMANDS].sort());
    expect(bucket.flatMap((grant) => grant.actions)).toEqual(actionsFor(sent, s3CommandActions));
    expect(bucket.flatMap((grant) => grant.actions)).toEqual([
      's3:AbortMultipartUpload',
      's3:DeleteObject',
      's3:GetObject',
      's3:PutObject',
    ]);
  });

  it('cover the objects only, never the bucket or its settings', () => {
    expect(bucket.flatMap((grant) => grant.resources)).toEqual(['arn:bucket/*']);
    for (const action of bucket.flatMap((grant) => grant.actions)) expect(action).not.toMatch(destructive);
  });
});

describe('actionsFor', () => {
  it('refuses a command it has no actions for, so a new command cannot go unpermitted', () => {
    expect(() => actionsFor(['DeleteTableCommand'], dynamoCommandActions)).toThrow(/DeleteTableCommand/);
  });

  it('authorises a transaction by the actions of its parts', () => {
    expect(actionsFor(['TransactWriteCommand'], dynamoCommandActions)).toEqual([
      'dynamodb:ConditionCheckItem',
      'dynamodb:DeleteItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
  });
});

it('reads the runtime sources it checks', () => {
  expect(runtimeFiles('packages/core/src').map((file) => relative('packages/core/src', file))).toContain(
    'db/client.ts',
  );
});
