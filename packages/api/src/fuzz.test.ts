import { beforeAll, describe, expect, it } from 'vitest';
import {
  inputSchemasOf,
  isFreeText,
  oddIds,
  oddQueryValues,
  oddStrings,
  propertiesOf,
  sample,
  wrongTypes,
} from './fuzz-input.ts';
import { isMutating, methodOf, registeredRoutes, routeEntries } from './route-table.ts';
import { createTestUser, json, request, signIn } from './testing.ts';

/**
 * Who sends a route its fuzz: a Beheerder (every permission, so the input reaches the handler),
 * a user of their own for the routes that change the caller's own account or session, or nobody.
 * A route missing here fails the first test, so new routes join by construction.
 */
type Caller = 'beheerder' | 'self' | 'guest';
const callers: Record<string, Caller> = {
  'POST /api/login': 'guest',
  'POST /api/password/forgot': 'guest',
  'POST /api/password/check': 'guest',
  'POST /api/password/set': 'guest',
  'POST /api/password/reset': 'guest',
  'POST /api/logout': 'self',
  'PUT /api/profile': 'self',
  'PUT /api/profile/password': 'self',
  'POST /api/profile/logout-others': 'self',
  'POST /api/profile/calendar': 'self',
  'DELETE /api/profile/calendar': 'self',
};

/**
 * The changing routes that take no JSON body. Every other one must validate its body with a
 * schema, which the fuzz reads; a new route without either fails the first test.
 */
const bodyless = new Set([
  'POST /api/logout',
  'POST /api/profile/logout-others',
  'POST /api/profile/calendar',
  'DELETE /api/profile/calendar',
  'POST /api/users/:id/invitation',
  'DELETE /api/users/:id',
  'DELETE /api/leads/:id',
  'DELETE /api/customers/:id',
  'DELETE /api/suppliers/:id',
  'DELETE /api/contacts/:id',
  'DELETE /api/todos/:id',
  'DELETE /api/contract-types/:id',
  'POST /api/files/:id/complete',
  'POST /api/imports/:kind/:id/complete',
  'POST /api/imports/:kind/:id/undo',
  'POST /api/imports/:kind/:id/resume',
  'DELETE /api/files/:id',
  'DELETE /api/contracts/:id',
  'DELETE /api/contracts/:id/conditions/:conditionId',
  'POST /api/contracts/:id/reviews/:reviewId/revoke',
  'POST /api/dashboard/unsent-mail/:id/send',
  'DELETE /api/supplier-requests/templates/:id',
  'POST /api/exact/connect',
  'DELETE /api/exact/connection',
  'POST /api/exact/runs',
]);

interface Case {
  route: string;
  path: string;
  body?: string | Uint8Array;
  contentType?: string;
}

// Every group loaded, so every route's validators can be read.
const entries = await routeEntries();
const allRoutes = await registeredRoutes();

function cases(route: string): Case[] {
  const schemas = inputSchemasOf(route, entries);
  const template = route.split(' ')[1] ?? '';
  const params = schemas.param ? Object.keys(propertiesOf(schemas.param)) : [];
  const pathWith = (id: string) => params.reduce((path, name) => path.replace(`:${name}`, id), template);
  const path = pathWith(oddIds[0] ?? 'x');
  const result: Case[] = [];
  if (params.length > 0) for (const id of oddIds) result.push({ route, path: pathWith(id) });

  if (schemas.query) {
    const base = sample(schemas.query) as Record<string, unknown>;
    const baseQuery = new URLSearchParams(
      Object.entries(base).filter(([, value]) => value !== null && typeof value !== 'object') as [
        string,
        string,
      ][],
    ).toString();
    result.push({ route, path: `${path}?${baseQuery}` });
    for (const name of Object.keys(propertiesOf(schemas.query))) {
      for (const value of oddQueryValues) result.push({ route, path: `${path}?${name}=${value}` });
      result.push({ route, path: `${path}?${name}=a&${name}=b` });
    }
  }

  if (methodOf(route) !== 'GET') {
    const jsonSchema = schemas.json ?? {};
    const base = (sample(jsonSchema) ?? {}) as Record<string, unknown>;
    const bodies: unknown[] = [base, {}, [], 'tekst', 42, null];
    for (const [name, property] of Object.entries(propertiesOf(jsonSchema))) {
      for (const value of wrongTypes) bodies.push({ ...base, [name]: value });
      if (isFreeText(property)) for (const value of oddStrings) bodies.push({ ...base, [name]: value });
    }
    for (const body of bodies) result.push({ route, path, body: JSON.stringify(body) });
    const raw = (text: string) => new TextEncoder().encode(text);
    result.push(
      { route, path, body: raw('{"niet af'), contentType: 'application/json' },
      { route, path, body: raw(JSON.stringify(base)), contentType: 'text/plain' },
      { route, path, body: raw('garbage'), contentType: 'multipart/form-data; boundary=XYZ' },
      { route, path, body: raw('a=%ZZ&_method=PUT'), contentType: 'application/x-www-form-urlencoded' },
      { route, path, body: raw('\u0000\u0001'), contentType: 'application/octet-stream' },
    );
  }
  return result;
}

const tokens: Partial<Record<Caller, string>> = {};
let owner: string;
let ownerId: string;
/** Existing records and how they read before the fuzz. */
const existing: { path: string; before: unknown }[] = [];

beforeAll(async () => {
  tokens.beheerder = await signIn((await createTestUser('beheerder')).email);
  tokens.self = await signIn((await createTestUser('beheerder')).email);
  const ownerAccount = await createTestUser('medewerker');
  owner = await signIn(ownerAccount.email);
  ownerId = ownerAccount.user.id;
  const post = async (path: string, body: unknown) => {
    const response = await request(path, { method: 'POST', token: owner, body: JSON.stringify(body) });
    expect(response.status).toBe(201);
    return json<{ record: { id: string } }>(response);
  };
  const lead = (await post('/api/leads', { companyName: 'Bestaande Lead', source: 'website' })).record;
  const customer = (await post('/api/customers', { companyName: 'Bestaande Klant' })).record;
  const supplier = (await post('/api/suppliers', { companyName: 'Bestaande Leverancier' })).record;
  const contact = (
    await post('/api/contacts', {
      parentKind: 'customer',
      parentId: customer?.id,
      firstName: 'Bestaand',
      lastName: 'Contact',
    })
  ).record;
  const todo = (await post('/api/todos', { title: 'Bestaande todo', assigneeId: ownerId })).record;
  const contractType = (
    await post('/api/contract-types', {
      name: `Bestaand type ${ownerId}`,
      firstTermMonths: 12,
      renewal: 'geen',
      noticePeriod: 1,
      conditions: [{ title: 'Bestaande voorwaarde', text: 'Tekst' }],
    })
  ).record;
  for (const path of [
    `/api/leads/${lead?.id}`,
    `/api/customers/${customer?.id}`,
    `/api/suppliers/${supplier?.id}`,
    `/api/contacts/${contact?.id}`,
    `/api/todos/${todo?.id}`,
    `/api/contract-types/${contractType?.id}`,
    `/api/customers/${customer?.id}/financial`,
  ]) {
    const response = await request(path, { token: owner });
    expect(response.status, path).toBe(200);
    existing.push({ path, before: await response.json() });
  }
  // Three sign-ins (scrypt each) and six records: more than the default on a busy machine.
}, 180_000);

async function expectWellFormed(item: Case, token: string | undefined) {
  const headers: Record<string, string> = item.contentType ? { 'Content-Type': item.contentType } : {};
  const response = await request(item.path, {
    method: methodOf(item.route),
    token,
    headers,
    body: item.body,
  });
  const shown = item.body instanceof Uint8Array ? new TextDecoder().decode(item.body) : String(item.body);
  const label = `${methodOf(item.route)} ${item.path.slice(0, 120)} ${item.contentType ?? ''} ${shown.slice(0, 80)}`;
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.headers.get('Content-Type'), label).toMatch(/^application\/json/);
    const body = await json<{ message?: unknown; errors?: unknown }>(response);
    expect(typeof body.message === 'string' && body.message.length > 0, label).toBe(true);
    if (response.status === 422) expect(body.errors, label).toBeTypeOf('object');
  } else {
    await response.arrayBuffer();
  }
}

describe('schema-driven fuzz of every route', () => {
  it('reads a body schema for every changing route but the listed body-less ones', () => {
    const withoutSchema = allRoutes.filter(
      (route) => isMutating(route) && inputSchemasOf(route, entries).json === undefined,
    );
    expect(withoutSchema.sort()).toEqual([...bodyless].sort());
    for (const route of Object.keys(callers)) expect(allRoutes).toContain(route);
  });

  // The caller's own session ends on logout: those routes go last.
  const order = (route: string) => (route.endsWith('/logout') ? 1 : 0);
  const routes = [...allRoutes].sort((a, b) => order(a) - order(b));
  it.each(routes)(
    '%s answers odd input with no 5xx, a JSON message on 4xx, errors on 422',
    async (route) => {
      const caller = callers[route] ?? 'beheerder';
      for (const item of cases(route))
        await expectWellFormed(item, caller === 'guest' ? undefined : tokens[caller]);
    },
    180_000,
  );

  it('changed no existing record', async () => {
    for (const { path, before } of existing) {
      const response = await request(path, { token: owner });
      expect(await response.json(), path).toEqual(before);
    }
  });
});
