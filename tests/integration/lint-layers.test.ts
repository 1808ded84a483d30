import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of decisions 014 and 037 fail on deliberately wrong imports. Each case lints one line of
 * code as if it were a file at that path in the real tree, with the real eslint.config.js; the
 * cycle is two files on disk (tests/lint-fixtures, ignored by `npm run lint`).
 */
const eslint = new ESLint({ cwd: process.cwd(), ignore: false });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const web = 'packages/web/src';

describe('layer rules (ESLint)', () => {
  it('a feature may not import another feature, only the shared relations base', async () => {
    const file = `${web}/features/leads/lint-fixture.ts`;
    expect(await rulesBroken(file, "export { deadlineView } from '../todos/lib/todo-dates';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await rulesBroken(file, "export { statusLabel } from '../relations/lib/relation-kinds';\n"),
    ).toEqual([]);
  });

  it('only leads, customers, suppliers and contacts build on the relations base', async () => {
    for (const feature of ['contracts', 'todos', 'contract-conditions']) {
      const file = `${web}/features/${feature}/lint-fixture.ts`;
      expect(
        await rulesBroken(file, "export { relationKindInfo } from '../relations/lib/relation-kinds';\n"),
      ).toContain('import-x/no-restricted-paths');
    }
    expect(
      await rulesBroken(
        `${web}/features/contacts/lint-fixture.ts`,
        "export { relationKindInfo } from '../relations/lib/relation-kinds';\n",
      ),
    ).toEqual([]);
  });

  it('shared code may import neither features nor app', async () => {
    const file = `${web}/components/ui/lint-fixture.ts`;
    expect(
      await rulesBroken(file, "export { getUserQueryOptions } from '../../features/auth/api/get-user';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken(`${web}/lib/lint-fixture.ts`, "export { createAppRouter } from '../app/router';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('web may import only browser-safe core modules', async () => {
    const file = `${web}/lib/lint-fixture.ts`;
    expect(await rulesBroken(file, "export { dynamo } from '@crm/core/db/client';\n")).toContain(
      'layers/browser-safe-core',
    );
    expect(await rulesBroken(file, "export { can } from '@crm/core/auth/permissions';\n")).toEqual([]);
    // Types are erased: a type-only import pulls nothing into the bundle.
    expect(await rulesBroken(file, "export type { Actor } from '@crm/core/db/write';\n")).toEqual([]);
  });

  it('a browser-safe core module may not import the AWS SDK or other core code', async () => {
    const file = 'packages/core/src/nl/lint-fixture.ts';
    expect(await rulesBroken(file, "export { DynamoDBClient } from '@aws-sdk/client-dynamodb';\n")).toContain(
      'layers/browser-safe-core',
    );
    expect(await rulesBroken(file, "export { dynamo } from '../db/client.ts';\n")).toContain(
      'layers/browser-safe-core',
    );
    expect(await rulesBroken(file, "export { emailField } from '../validation/fields.ts';\n")).toEqual([]);
  });

  it('core imports downward only: base, users, files and todos, records, what joins them', async () => {
    const core = 'packages/core/src';
    const contractsFrom = "export { getContract } from '../contracts/repository.ts';\n";
    const upward = [
      [`${core}/db/lint-fixture.ts`, contractsFrom],
      [`${core}/todos/lint-fixture.ts`, "export { getRelation } from '../relations/repository.ts';\n"],
      [`${core}/contracts/lint-fixture.ts`, "export { runDaily } from '../deadlines/daily.ts';\n"],
    ] as const;
    for (const [file, code] of upward) {
      expect(await rulesBroken(file, code)).toContain('import-x/no-restricted-paths');
    }
    expect(await rulesBroken(`${core}/deadlines/lint-fixture.ts`, contractsFrom)).toEqual([]);
    // A test may arrange with any layer.
    expect(await rulesBroken(`${core}/db/lint-fixture.test.ts`, contractsFrom)).toEqual([]);
  });

  it('no import cycles', async () => {
    const [result] = await eslint.lintFiles(['tests/lint-fixtures/cycle-a.ts']);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
