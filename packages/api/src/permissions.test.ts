import { beforeAll, describe, expect, it } from 'vitest';
import { can, roles, type Permission, type Role } from '@crm/core/auth/permissions';
import { isMutating, methodOf, pathOf, registeredRoutes } from './route-table.ts';
import { createTestUser, json, request, signIn } from './testing.ts';
import { pdfAnnouncement, pdfBytes, uploadFile } from './routes/files-testing.ts';

/** Real records the refused requests aim at, so a missing check would have had something to change. */
interface Fixtures {
  customer: { id: string; version: number };
  contact: { id: string; version: number };
  /** An upload the Beheerder announced, and a file they completed, on the customer. */
  upload: { id: string };
  file: { id: string; version: number };
}

interface Gate {
  /** Who may: a permission, any signed-in user, or anyone (guest flows). */
  needs: Permission | 'signed-in' | 'guest';
  /** The id in the path (a real record where the route reads it before checking). */
  id?: (fixtures: Fixtures) => string;
  /** A valid body where the route validates before it checks the permission. */
  body?: (fixtures: Fixtures) => unknown;
  query?: (fixtures: Fixtures) => string;
}

const customerId = (f: Fixtures) => f.customer.id;
const relation = (area: 'leads' | 'customers' | 'suppliers') => ({
  [`POST /api/${area}`]: { needs: `${area}.create` },
  [`PUT /api/${area}/:id`]: { needs: `${area}.update` },
  [`DELETE /api/${area}/:id`]: { needs: `${area}.delete` },
  [`POST /api/${area}/bulk-delete`]: { needs: `${area}.delete` },
});

/**
 * Every mutating route and who may use it. A route missing here fails the first test, so new
 * routes join by construction.
 */
const gates: Record<string, Gate> = {
  'POST /api/login': { needs: 'guest' },
  'POST /api/logout': { needs: 'signed-in' },
  'POST /api/password/forgot': { needs: 'guest' },
  'POST /api/password/check': { needs: 'guest' },
  'POST /api/password/set': { needs: 'guest' },
  'POST /api/password/reset': { needs: 'guest' },
  'PUT /api/profile': { needs: 'signed-in' },
  'PUT /api/profile/password': { needs: 'signed-in' },
  'POST /api/profile/logout-others': { needs: 'signed-in' },
  'POST /api/profile/calendar': { needs: 'signed-in' },
  'DELETE /api/profile/calendar': { needs: 'signed-in' },
  'POST /api/users': { needs: 'users.showAdmin' },
  'PUT /api/users/:id': { needs: 'users.showAdmin' },
  'DELETE /api/users/:id': { needs: 'users.showAdmin' },
  'POST /api/users/bulk-delete': { needs: 'users.showAdmin' },
  'POST /api/users/:id/invitation': { needs: 'users.showAdmin' },
  'POST /api/exact/connect': { needs: 'users.showAdmin' },
  'POST /api/exact/callback': { needs: 'users.showAdmin', body: () => ({ code: 'c', state: 's' }) },
  'PUT /api/exact/division': { needs: 'users.showAdmin', body: () => ({ division: 1001 }) },
  'DELETE /api/exact/connection': { needs: 'users.showAdmin' },
  'POST /api/exact/runs': { needs: 'users.showAdmin' },
  ...(relation('leads') as Record<string, Gate>),
  'PATCH /api/leads/:id/status': { needs: 'leads.update' },
  'POST /api/leads/:id/convert': { needs: 'leads.update' },
  ...(relation('customers') as Record<string, Gate>),
  'PUT /api/customers/:id/financial': { needs: 'customers.financial', id: customerId },
  'POST /api/customers/:id/exact/resolve': { needs: 'customers.financial', id: customerId },
  ...(relation('suppliers') as Record<string, Gate>),
  'PUT /api/suppliers/:id/financial': { needs: 'suppliers.financial' },
  'POST /api/suppliers/:id/exact/resolve': { needs: 'suppliers.financial' },
  // Imports (decision 053): the kind in the path decides, before the import is read.
  ...(Object.fromEntries(
    [
      'POST /api/imports/:kind',
      'POST /api/imports/:kind/:id/complete',
      'PUT /api/imports/:kind/:id/mapping',
      'POST /api/imports/:kind/:id/start',
      'POST /api/imports/:kind/:id/undo',
      'POST /api/imports/:kind/:id/resume',
    ].map((route) => [route, { needs: 'customers.create', id: () => 'customer' }]),
  ) as Record<string, Gate>),
  'POST /api/contacts': {
    needs: 'customers.update',
    body: (f) => ({
      parentKind: 'customer',
      parentId: f.customer.id,
      firstName: 'Nieuw',
      lastName: 'Contact',
    }),
  },
  'PUT /api/contacts/:id': {
    needs: 'customers.update',
    id: (f) => f.contact.id,
    body: (f) => ({ firstName: 'Gewijzigd', lastName: 'Contact', version: f.contact.version }),
  },
  'DELETE /api/contacts/:id': {
    needs: 'customers.update',
    id: (f) => f.contact.id,
    query: (f) => `?version=${f.contact.version}`,
  },
  'POST /api/todos': { needs: 'todos.create' },
  'PUT /api/todos/:id': { needs: 'todos.update' },
  'PUT /api/todos/:id/done': { needs: 'todos.update' },
  'DELETE /api/todos/:id': { needs: 'todos.delete' },
  'POST /api/todos/bulk-delete': { needs: 'todos.delete' },
  'POST /api/contracts': { needs: 'contracts.create' },
  'PUT /api/contracts/:id': { needs: 'contracts.update' },
  'DELETE /api/contracts/:id': { needs: 'contracts.delete' },
  'POST /api/contracts/:id/renewal': { needs: 'contracts.update' },
  'POST /api/dashboard/unsent-mail/:id/send': { needs: 'users.showAdmin' },
  'POST /api/contracts/bulk-delete': { needs: 'contracts.delete' },
  'POST /api/contracts/:id/conditions': { needs: 'contracts.update' },
  'PUT /api/contracts/:id/conditions/:conditionId': { needs: 'contracts.update' },
  'DELETE /api/contracts/:id/conditions/:conditionId': { needs: 'contracts.update' },
  'PUT /api/contracts/:id/conditions/:conditionId/position': { needs: 'contracts.update' },
  'POST /api/contracts/:id/reviews': { needs: 'contracts.update' },
  'POST /api/contracts/:id/reviews/:reviewId/revoke': { needs: 'contracts.update' },
  'POST /api/contract-conditions/decide': { needs: 'guest' },
  'POST /api/contract-conditions/renew': { needs: 'guest' },
  'POST /api/contract-types': { needs: 'contract_types.create' },
  'PUT /api/contract-types/:id': { needs: 'contract_types.update' },
  'DELETE /api/contract-types/:id': { needs: 'contract_types.delete' },
  'POST /api/supplier-requests/templates': { needs: 'supplier_requests.manage' },
  'PUT /api/supplier-requests/templates/:id': { needs: 'supplier_requests.manage' },
  'DELETE /api/supplier-requests/templates/:id': { needs: 'supplier_requests.manage' },
  'POST /api/supplier-requests': { needs: 'supplier_requests.manage' },
  'POST /api/supplier-requests/:id/send': { needs: 'supplier_requests.manage' },
  'POST /api/supplier-requests/:id/resend': { needs: 'supplier_requests.manage' },
  'POST /api/supplier-requests/:id/withdraw': { needs: 'supplier_requests.manage' },
  'POST /api/supplier-requests/:id/approve': { needs: 'supplier_requests.manage' },
  'POST /api/supplier-requests/:id/return': { needs: 'supplier_requests.manage' },
  'POST /api/supplier-information-requests/draft': { needs: 'guest' },
  'POST /api/supplier-information-requests/submit': { needs: 'guest' },
  'POST /api/onboardings': { needs: 'leads.update' },
  'POST /api/onboardings/:id/resend': { needs: 'leads.update' },
  'POST /api/onboardings/:id/withdraw': { needs: 'leads.update' },
  'POST /api/onboardings/:id/approve': { needs: 'leads.update' },
  'POST /api/onboarding-links/draft': { needs: 'guest' },
  'POST /api/onboarding-links/submit': { needs: 'guest' },
  'POST /api/files/presign': {
    needs: 'customers.update',
    body: (f) => ({
      owner: { kind: 'customer', id: f.customer.id },
      kind: 'document',
      name: 'offerte.pdf',
      size: 100,
      contentType: 'application/pdf',
    }),
  },
  'POST /api/files/:id/complete': { needs: 'customers.update', id: (f) => f.upload.id },
  'PUT /api/files/:id': {
    needs: 'customers.update',
    id: (f) => f.file.id,
    body: (f) => ({ name: 'hernoemd.pdf', category: 'polis', version: f.file.version }),
  },
  'PUT /api/files/:id/position': {
    needs: 'customers.update',
    id: (f) => f.file.id,
    body: (f) => ({ afterId: null, version: f.file.version }),
  },
  'DELETE /api/files/:id': {
    needs: 'customers.update',
    id: (f) => f.file.id,
    query: (f) => `?version=${f.file.version}`,
  },
  'POST /api/staged/supplier-requests/:id/decisions': { needs: 'supplier_requests.manage' },
  'POST /api/staged/onboardings/:id/decisions': { needs: 'customers.update' },
  'POST /api/exports': {
    needs: 'users.showAdmin',
    body: () => ({ list: 'users', format: 'csv', query: {} }),
  },
};

const forgedId = '01JZZZZZZZZZZZZZZZZZZZZZZZ';
const tokens = {} as Record<Role, string>;
let fixtures: Fixtures;

beforeAll(async () => {
  for (const role of roles) tokens[role] = await signIn((await createTestUser(role)).email);
  const post = async (path: string, body: unknown) => {
    const response = await request(path, {
      method: 'POST',
      token: tokens.beheerder,
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    return json(response);
  };
  const { record: customer } = await post('/api/customers', { companyName: 'Rechten B.V.' });
  const { record: contact } = await post('/api/contacts', {
    parentKind: 'customer',
    parentId: (customer as { id: string }).id,
    firstName: 'Vaste',
    lastName: 'Contactpersoon',
  });
  const owner = { kind: 'customer', id: (customer as { id: string }).id };
  const upload = (await post('/api/files/presign', pdfAnnouncement(owner))) as { id: string };
  const file = await uploadFile(tokens.beheerder, owner, pdfBytes('Vaste offerte'), 'offerte.pdf');
  fixtures = { customer, contact, upload, file } as unknown as Fixtures;
});

function send(route: string, gate: Gate, token?: string) {
  const body = gate.body?.(fixtures) ?? {};
  const path = pathOf(route, gate.id?.(fixtures) ?? forgedId) + (gate.query?.(fixtures) ?? '');
  return request(path, { method: methodOf(route), token, body: JSON.stringify(body) });
}

describe('permissions of every mutating route', () => {
  it('has an entry for every mutating route the app registers, and none for a route that is gone', async () => {
    expect(Object.keys(gates).sort()).toEqual((await registeredRoutes()).filter(isMutating));
  });

  const gated = Object.entries(gates).flatMap(([route, gate]) =>
    gate.needs === 'guest' || gate.needs === 'signed-in'
      ? []
      : roles
          .filter((role) => !can(role, gate.needs as Permission))
          .map((role) => ({ route, gate, role, needs: gate.needs })),
  );

  it.each(gated)('$route refuses $role (without $needs) with 403', async ({ route, gate, role }) => {
    const response = await send(route, gate, tokens[role]);
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({ message: 'Je hebt geen toestemming voor deze actie.' });
  });

  // Imports of contact people (`contact-<kind>` in the same routes) need what adding one needs.
  const contactImportGate: Gate = { needs: 'customers.update', id: () => 'contact-customer' };
  const contactImports = Object.keys(gates)
    .filter((route) => route.includes(' /api/imports/'))
    .flatMap((route) =>
      roles
        .filter((role) => !can(role, 'customers.update'))
        .map((role) => ({
          route,
          role,
          gate: contactImportGate,
        })),
    );
  it.each(contactImports)(
    '$route of contact-customer refuses $role with 403',
    async ({ route, gate, role }) => {
      const response = await send(route, gate, tokens[role]);
      expect(response.status).toBe(403);
    },
  );

  it.each(Object.entries(gates).filter(([, gate]) => gate.needs !== 'guest'))(
    '%s refuses a request without a token with 401',
    async (route, gate) => {
      expect((await send(route, gate)).status).toBe(401);
    },
  );

  it('left the records the refused requests aimed at as they were', async () => {
    const customer = await json<{ record: { version: number } }>(
      await request(`/api/customers/${fixtures.customer.id}`, { token: tokens.beheerder }),
    );
    expect(customer.record.version).toBe(fixtures.customer.version);
    const contact = await json<{ record: { version: number; firstName: string } }>(
      await request(`/api/contacts/${fixtures.contact.id}`, { token: tokens.beheerder }),
    );
    expect(contact.record).toMatchObject({ version: fixtures.contact.version, firstName: 'Vaste' });
    const files = await json<{ items: { id: string; version: number; name: string }[] }>(
      await request(`/api/files?ownerKind=customer&ownerId=${fixtures.customer.id}`, {
        token: tokens.beheerder,
      }),
    );
    expect(files.items).toEqual([
      expect.objectContaining({ id: fixtures.file.id, version: fixtures.file.version, name: 'offerte.pdf' }),
    ]);
  });
});
