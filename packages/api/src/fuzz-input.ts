import * as z from 'zod';
import type { RouterRoute } from 'hono/types';
import { validatorSchemas } from './middleware/validate.ts';

/**
 * Test support for the fuzz test: each route's input schemas, read from the validators the app
 * registered for it, and inputs built from them (a plausible base and odd variants).
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export type Target = 'json' | 'query' | 'param';

/** The JSON Schema (input side) of each validated part of one route, from the app's route entries. */
export function inputSchemasOf(
  route: string,
  entries: readonly RouterRoute[],
): Partial<Record<Target, JsonSchema>> {
  const [method, path] = route.split(' ');
  const schemas: Partial<Record<Target, JsonSchema>> = {};
  for (const entry of entries) {
    if (entry.method !== method || entry.path !== path) continue;
    const validator = validatorSchemas.get(entry.handler);
    if (!validator || !['json', 'query', 'param'].includes(validator.target)) continue;
    schemas[validator.target as Target] = z.toJSONSchema(validator.schema, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
  }
  return schemas;
}

/** The properties of an object schema, through intersections and unions. */
export function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const parts = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return Object.assign({}, ...parts.map(propertiesOf), schema.properties ?? {}) as Record<string, JsonSchema>;
}

/** A value the schema would plausibly accept: the base that odd variants change one field of. */
export function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return sample(union.find((option) => option.type !== 'null') ?? union[0] ?? {});
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(property)]),
      );
    case 'array':
      return schema.minItems && schema.items ? [sample(schema.items)] : [];
    case 'string':
      return schema.format === 'email' ? 'fuzz@example.nl' : 'Fuzz';
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** A free-text string field: where odd strings can pass validation and reach the storage. */
export function isFreeText(schema: JsonSchema): boolean {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.some(isFreeText);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') && !schema.enum && !schema.format && schema.const === undefined;
}

/** Strings a hostile client sends: NUL, a lone surrogate, a right-to-left override, 100 KB. */
export const oddStrings = ['a\u0000b', '\ud800', '\u202Egnp.exe', 'x'.repeat(100_000)];

/** Values of the wrong type for any field. */
export const wrongTypes: unknown[] = [12345, true, null, [], {}, ['a'], { $gt: '' }];

/** Path ids: forged, odd and malformed (raw, already percent-encoded where needed). */
export const oddIds = [
  '01JZZZZZZZZZZZZZZZZZZZZZZZ',
  'LEAD%23x',
  '%00',
  '%ED%A0%80',
  '%E2%80%AEabc',
  '..%2F..%2Fetc',
  'x'.repeat(500),
  '%',
];

/** Query values, percent-encoded: odd strings and forged cursors. */
export const oddQueryValues = [
  '%00',
  '%ED%A0%80',
  '%E2%80%AE',
  'abc',
  '-1',
  '1e309',
  'eyJwayI6IlVTRVIjeCJ9',
  'AAAA',
  '!!!',
  'x'.repeat(5_000),
];
