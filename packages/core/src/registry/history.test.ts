import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { commonActionLabels } from '../catalogue/history-words.ts';
import { conditionItemSchema, reviewItemSchema } from '../contract-conditions/item.ts';
import { contractTypeItemSchema } from '../contract-types/item.ts';
import { contractItemObject } from '../contracts/item.ts';
import { fileItemSchema } from '../files/item.ts';
import {
  contactItemSchema,
  customerItemSchema,
  financialItemSchema,
  leadItemSchema,
  supplierItemSchema,
} from '../relations/item.ts';
import { onboardingItemSchema } from '../onboarding/item.ts';
import { requestItemSchema, templateItemSchema } from '../supplier-requests/item.ts';
import { todoItemSchema } from '../todos/item.ts';
import { userItemSchema } from '../users/schema.ts';
import { catalogues } from './catalogues.ts';
import {
  hiddenHistoryField,
  historyField,
  historySubjects,
  type HistorySubject,
  type HistorySubjectType,
} from './history.ts';

/**
 * Issue 24: every history entry the code can write reads in Dutch. Walks every subject's catalogue,
 * every stored field of its items, and every action the source of core writes.
 */
const coreSource = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The actions written, as the code spells them: literals, unions of literals and both sides of a choice. */
function writtenActions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const path of sourceFiles(coreSource)) {
    const file = relative(coreSource, path);
    const text = readFileSync(path, 'utf8');
    const patterns = [
      // historyItem(pk, actor, 'send-review', …)
      /historyItem\(\s*[^,]+,\s*[^,]+,\s*('[\w-]+')/g,
      // action: input.action ?? 'update'
      /\baction\s*\?\?\s*('[\w-]+')/g,
      // action: 'move', reason: 'revoke' | 'mail-failed'; not a due date's `{ action: 'decide', date }`,
      // which schedules the daily job and is no history.
      /\b(?:action|reason)\??:\s*('[\w-]+'(?:\s*\|\s*'[\w-]+')*)(?!,\s*date:)/g,
      // action: purpose === … ? 'password-set' : 'password-reset'
      /\baction:\s*[^,\n]*\?\s*('[\w-]+')\s*:\s*('[\w-]+')/g,
    ];
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        for (const group of match.slice(1)) {
          for (const literal of group?.match(/'[\w-]+'/g) ?? []) found.set(literal.slice(1, -1), file);
        }
      }
    }
  }
  return found;
}

/** Subject types named in the source: `{ type: 'contract_condition', id: … }` of a history entry. */
function writtenSubjects(): Set<string> {
  const found = new Set<string>();
  for (const path of sourceFiles(coreSource)) {
    for (const match of readFileSync(path, 'utf8').matchAll(/\{\s*type:\s*'([\w]+)',\s*id:/g)) {
      if (match[1]) found.add(match[1]);
    }
  }
  return found;
}

const itemSchemas: Partial<Record<HistorySubjectType, z.ZodObject>> = {
  lead: leadItemSchema,
  customer: customerItemSchema,
  supplier: supplierItemSchema,
  contact: contactItemSchema,
  financial: financialItemSchema,
  file: fileItemSchema,
  contract: contractItemObject,
  contract_type: contractTypeItemSchema,
  contract_condition: conditionItemSchema,
  supplier_request_template: templateItemSchema,
  supplier_request: requestItemSchema,
  onboarding: onboardingItemSchema,
  todo: todoItemSchema,
  user: userItemSchema,
};

const subjects: [string, HistorySubject][] = Object.entries(historySubjects);

describe('the history vocabulary', () => {
  it('registers every entity catalogue', () => {
    // A relation kind's subject also names the fields an approved change set wrote (staged/).
    for (const [name, catalogue] of Object.entries(catalogues)) {
      const registered = historySubjects[name as HistorySubjectType]?.catalogue ?? {};
      for (const [field, def] of Object.entries(catalogue))
        expect(registered[field], `${name}.${field}`).toBe(def);
    }
  });

  it.each(subjects)(
    '%s: every field has a Dutch label, every value of a choice a Dutch text',
    (_, subject) => {
      expect(subject.words.noun).toMatch(/^\p{Lu}/u);
      for (const [name, field] of Object.entries(subject.catalogue)) {
        expect(field.label.trim(), name).not.toBe('');
        expect(field.label, name).not.toBe(name);
        if (field.type === 'enum') {
          expect(Object.keys(field.options ?? {}).length, name).toBeGreaterThan(0);
          for (const [value, text] of Object.entries(field.options ?? {}))
            expect(text.trim(), `${name}=${value}`).not.toBe('');
        }
      }
    },
  );

  it.each(Object.entries(itemSchemas))('%s: every stored field is labelled or hidden', (name, schema) => {
    const subject = historySubjects[name as HistorySubjectType];
    const unread = Object.keys(schema.shape).filter(
      (field) => !historyField(subject, field) && !hiddenHistoryField(subject, field),
    );
    expect(unread).toEqual([]);
  });

  it('has a Dutch label for every action the code writes', () => {
    const written = writtenActions();
    // The scan itself still finds what it must (a changed spelling would hide an action from it).
    for (const known of [
      'create',
      'update',
      'copy-conditions',
      'review-decision',
      'send-review',
      'mail-failed',
      'renewal',
      'password-set',
      'move',
    ]) {
      expect([...written.keys()], known).toContain(known);
    }
    const labelled = new Set([
      ...Object.keys(commonActionLabels),
      ...subjects.flatMap(([, subject]) => Object.keys(subject.words.actions ?? {})),
    ]);
    const unlabelled = [...written]
      .filter(([action]) => !labelled.has(action))
      .map(([action, file]) => `${action} (${file})`);
    expect(unlabelled).toEqual([]);
  });

  it('knows every subject an entry is written about', () => {
    const written = writtenSubjects();
    expect(written).toContain('contract_condition_review');
    expect([...written].filter((type) => !Object.hasOwn(historySubjects, type))).toEqual([]);
  });

  it('names a review’s and a condition’s entries in Dutch, not by their keys', () => {
    expect(historySubjects.contract_condition.catalogue.status?.options?.ter_beoordeling).toBe(
      'Ter beoordeling',
    );
    expect(historyField(historySubjects.contract_condition_review, 'review')?.label).toBe('Ter beoordeling');
    expect(historyField(historySubjects.contract_condition, 'conditions')?.label).toBe(
      'Standaardvoorwaarden',
    );
  });

  it('covers the review items too: what their entries name is labelled', () => {
    // A review's own fields are its evidence, not history: only `review` is ever written as a change.
    expect(Object.keys(reviewItemSchema.shape)).toContain('email');
    expect(Object.keys(historySubjects.contract_condition_review.catalogue)).toEqual(['review']);
  });
});
