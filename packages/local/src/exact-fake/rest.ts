import { countCall, limitError, limitHeaders, type LimitKind } from './limits.ts';
import type { Answer } from './oauth.ts';
import { FakeHttpError, matches, parseFilter, present, type Clause } from './odata.ts';
import {
  accountFields,
  createAccount,
  createBankAccount,
  deleteAccount,
  deleteBankAccount,
  findAccount,
  updateAccount,
  updateBankAccount,
} from './records.ts';
import { ACCESS_TOKEN_SECONDS, type FakeStore, type FakeUser } from './store.ts';

/** What a fault switch makes the next API call answer (index.ts keeps the switches). */
export type ApiFault =
  { kind: 'limit'; limit: LimitKind } | { kind: 'status'; status: 401 | 500 } | { kind: 'lost' };

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  now: number;
  baseUrl: string;
  /** The fault to answer this call with, if a switch is set (taken once per call). */
  takeFault: (create: boolean) => ApiFault | undefined;
}

export interface ApiAnswer extends Answer {
  /** The answer is lost: the create happened but the connection is dropped. */
  lost?: boolean;
}

const CRUD_PAGE = 60;
/** Exact blocks an endpoint after 10 errors in an hour (what the block answers is unconfirmed). */
const ERRORS_BEFORE_BLOCK = 10;
const SYNC_PAGE = 1000;

/** The fields `crm/Accounts` accepts as its mandatory filter (picqer#591). */
export const accountFilterFields = new Set(
  'Accountant,AccountManager,AddressLine1,AddressLine2,AddressLine3,Blocked,BRIN,BSN,ChamberOfCommerce,City,Classification1,Classification2,Classification3,Classification4,Classification5,Classification6,Classification7,Classification8,Classification,Code,CodeAtSupplier,Country,Created,Email,EndDate,Fax,ID,InvoiceAccount,IsAccountant,IsReseller,IsSales,IsSupplier,MainContact,Modified,Name,Parent,Phone,Postcode,PriceList,Reseller,RSIN,SearchCode,StartDate,Status,Type,VATNumber'.split(
    ',',
  ),
);

const mandatoryFilter = `This endpoint has mandatory filtering applied. A GET request for this endpoint must have a $filter parameter with one of the following fields in the url:${[...accountFilterFields].join(',')}.`;

const json = (status: number, value: unknown, headers: Record<string, string>): ApiAnswer => ({
  status,
  body: value === undefined ? '' : JSON.stringify(value),
  headers: value === undefined ? headers : { 'content-type': 'application/json; charset=utf-8', ...headers },
});

function header(request: ApiRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

function bearerUser(store: FakeStore, request: ApiRequest): FakeUser {
  const token = /^Bearer (.+)$/i.exec(header(request, 'authorization'))?.[1] ?? '';
  const found = store.data.accessTokens[token];
  if (!found)
    throw new FakeHttpError(401, 'Unauthorized', { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  if (request.now - found.issuedAt >= ACCESS_TOKEN_SECONDS * 1000)
    throw new FakeHttpError(401, 'Unauthorized', {
      'WWW-Authenticate': 'Bearer error="invalid_token", error_description="access token expired"',
    });
  const user = store.user(found.userId);
  if (!user) throw new FakeHttpError(401, 'Unauthorized');
  return user;
}

/** Everything under /api/v1. */
export function handleApi(store: FakeStore, request: ApiRequest): ApiAnswer {
  if (!header(request, 'accept').includes('application/json'))
    throw new FakeHttpError(406, 'Not Acceptable: send Accept: application/json');
  const user = bearerUser(store, request);
  const rest = request.path.replace(/^\/api\/v1\//, '');
  if (rest === 'current/Me' && request.method === 'GET') return me(user, request);
  const match = /^(\d+)\/(.+)$/.exec(rest);
  if (!match) throw new FakeHttpError(404, 'Resource not found');
  const division = Number(match[1]);
  if (!user.divisions.includes(division) || !store.division(division))
    throw new FakeHttpError(403, 'Forbidden: geen toegang tot deze administratie.');
  const resource = match[2] as string;
  const create = request.method === 'POST' && resource === 'crm/Accounts';
  const fault = request.takeFault(create);
  if (fault?.kind === 'limit') throw limitError(store, division, request.now, fault.limit);
  const headers = countCall(store, division, request.now);
  if (fault?.kind === 'status') {
    const extra: Record<string, string> =
      fault.status === 401
        ? { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="access token expired"' }
        : {};
    throw new FakeHttpError(fault.status, fault.status === 401 ? 'Unauthorized' : 'Interne fout.', {
      ...headers,
      ...extra,
    });
  }
  // Exact's error limit: 10 errors an hour on one endpoint block it for the rest of the hour.
  const errorKey = `${division}#${resource.replace(/\(.*\)$/, '')}#${request.now - (request.now % 3_600_000)}`;
  const errors = (store.data.errors ??= {});
  if ((errors[errorKey] ?? 0) >= ERRORS_BEFORE_BLOCK)
    throw new FakeHttpError(
      403,
      'API-sleutel geblokkeerd: te veel fouten op dit endpoint binnen een uur.',
      headers,
    );
  try {
    const answer = route(store, user, division, resource, request, headers);
    return fault?.kind === 'lost' ? { ...answer, lost: true } : answer;
  } catch (error) {
    if (error instanceof FakeHttpError) {
      if ([400, 401, 403, 404].includes(error.status)) errors[errorKey] = (errors[errorKey] ?? 0) + 1;
      throw new FakeHttpError(error.status, error.message, {
        ...limitHeaders(store, division, request.now),
        ...error.headers,
      });
    }
    throw error;
  }
}

function me(user: FakeUser, request: ApiRequest): ApiAnswer {
  const row = {
    UserID: user.id,
    CurrentDivision: user.currentDivision,
    FullName: user.fullName,
    Email: user.email,
    LanguageCode: 'nl-NL',
    Legislation: 'NL',
  };
  return json(
    200,
    {
      d: {
        results: [
          present(
            row,
            `${request.baseUrl}/api/v1/current/Me(guid'${user.id}')`,
            'Exact.Web.Api.Models.System.Me',
            select(request),
          ),
        ],
      },
    },
    {},
  );
}

function select(request: ApiRequest): string[] | undefined {
  const value = request.query.get('$select');
  return value ? value.split(',').map((field) => field.trim()) : undefined;
}

function body(request: ApiRequest): Record<string, unknown> {
  if (!header(request, 'content-type').includes('application/json'))
    throw new FakeHttpError(415, 'Content-Type moet application/json zijn.');
  try {
    const parsed: unknown = JSON.parse(request.body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new FakeHttpError(400, 'Ongeldige JSON.');
}

function route(
  store: FakeStore,
  user: FakeUser,
  division: number,
  resource: string,
  request: ApiRequest,
  headers: Record<string, string>,
): ApiAnswer {
  const base = `${request.baseUrl}/api/v1/${division}`;
  const single = /^(crm\/(?:Accounts|BankAccounts))\(guid'([0-9a-fA-F-]+)'\)$/.exec(resource);
  const entity = single ? (single[1] as string) : resource;
  const id = single?.[2];
  const { method, now } = request;
  const accountType = 'Exact.Web.Api.Models.Account';
  const bankType = 'Exact.Web.Api.Models.BankAccount';

  if (entity === 'system/Divisions' && method === 'GET') {
    const rows = store.data.divisions
      .filter((row) => user.divisions.includes(row.code))
      .map((row) => ({
        Code: row.code,
        Description: row.description,
        Customer: null,
        HID: row.code,
        CurrentDivision: row.code === user.currentDivision,
      }));
    return list(
      rows,
      request,
      `${base}/system/Divisions`,
      'Exact.Web.Api.Models.HRM.Division',
      CRUD_PAGE,
      'Code',
      headers,
      (row) => `${base}/system/Divisions(${row.Code})`,
    );
  }
  if (entity === 'crm/Accounts') {
    if (method === 'GET' && id)
      return json(
        200,
        {
          d: present(
            findAccount(store, division, id),
            `${base}/crm/Accounts(guid'${id}')`,
            accountType,
            select(request),
            ['BankAccounts'],
          ),
        },
        headers,
      );
    if (method === 'GET') {
      const filter = request.query.get('$filter');
      if (filter === null) throw new FakeHttpError(400, mandatoryFilter);
      if (!filter.trim())
        throw new FakeHttpError(400, 'This $filter parameter is not supported for this resource');
      const clauses = parseFilter(filter);
      if (!clauses.some((clause) => accountFilterFields.has(clause.field)))
        throw new FakeHttpError(400, mandatoryFilter);
      const rows = store.data.accounts.filter((row) => row.Division === division && matches(row, clauses));
      return list(
        rows,
        request,
        `${base}/crm/Accounts`,
        accountType,
        CRUD_PAGE,
        'ID',
        headers,
        (row) => `${base}/crm/Accounts(guid'${row.ID}')`,
        ['BankAccounts'],
      );
    }
    if (method === 'POST' && !id) {
      const account = createAccount(store, division, body(request), now);
      const uri = `${base}/crm/Accounts(guid'${account.ID}')`;
      const full = /return=representation/.test(header(request, 'prefer'));
      const shown = full
        ? present(account, uri, accountType, undefined, ['BankAccounts'])
        : present(
            Object.fromEntries(accountFields.map((field) => [field, field === 'ID' ? account.ID : null])),
            uri,
            accountType,
            undefined,
          );
      return json(201, { d: shown }, headers);
    }
    if (method === 'PUT' && id) {
      updateAccount(store, division, id, body(request), now);
      return json(204, undefined, headers);
    }
    if (method === 'DELETE' && id) {
      deleteAccount(store, division, id, now);
      return json(204, undefined, headers);
    }
  }
  if (entity === 'crm/BankAccounts') {
    const uriOf = (row: Record<string, unknown>) => `${base}/crm/BankAccounts(guid'${String(row.ID)}')`;
    if (method === 'GET') {
      const filter = request.query.get('$filter');
      const clauses = filter ? parseFilter(filter) : [];
      const rows = store.data.bankAccounts.filter(
        (row) => row.Division === division && (!id || row.ID === id.toLowerCase()) && matches(row, clauses),
      );
      if (id) {
        if (!rows[0]) throw new FakeHttpError(404, 'Record bestaat niet.');
        return json(200, { d: present(rows[0], uriOf(rows[0]), bankType, select(request)) }, headers);
      }
      return list(rows, request, `${base}/crm/BankAccounts`, bankType, CRUD_PAGE, 'ID', headers, uriOf);
    }
    if (method === 'POST' && !id) {
      const row = createBankAccount(store, division, body(request), now);
      const full = /return=representation/.test(header(request, 'prefer'));
      const shown = full
        ? present(row, uriOf(row), bankType, undefined)
        : present({ ID: row.ID }, uriOf(row), bankType, undefined);
      return json(201, { d: shown }, headers);
    }
    if (method === 'PUT' && id) {
      updateBankAccount(store, division, id, body(request), now);
      return json(204, undefined, headers);
    }
    if (method === 'DELETE' && id) {
      deleteBankAccount(store, division, id);
      return json(204, undefined, headers);
    }
  }
  if ((entity === 'sync/CRM/Accounts' || entity === 'sync/Deleted') && method === 'GET') {
    const since = syncCursor(request.query.get('$filter'));
    if (!select(request))
      throw new FakeHttpError(400, 'Please add a $select or a $top=1 statement to the query string.');
    const source = entity === 'sync/Deleted' ? store.data.deleted : store.data.accounts;
    const rows = (source as Record<string, unknown>[])
      .filter((row) => row.Division === division && Number(row.Timestamp) > since)
      .sort((a, b) => Number(a.Timestamp) - Number(b.Timestamp));
    const type =
      entity === 'sync/Deleted'
        ? 'Exact.Web.Api.Models.Sync.Deleted'
        : 'Exact.Web.Api.Models.Sync.CRM.Account';
    return list(
      rows,
      request,
      `${base}/${entity}`,
      type,
      SYNC_PAGE,
      'Timestamp',
      headers,
      (row) => `${base}/${entity}(${String(row.Timestamp)}L)`,
    );
  }
  throw new FakeHttpError(404, 'Resource not found');
}

/** Sync endpoints take one filter only: `Timestamp gt <n>L`. */
function syncCursor(filter: string | null): number {
  const clauses: Clause[] = filter ? parseFilter(filter) : [];
  const [clause] = clauses;
  if (
    clauses.length !== 1 ||
    !clause ||
    clause.field !== 'Timestamp' ||
    clause.op !== 'gt' ||
    typeof clause.value !== 'number' ||
    !/\d+L\s*$/.test(filter ?? '')
  )
    throw new FakeHttpError(
      400,
      'Filtering on these fields is not supported: only Timestamp gt <value>L is allowed.',
    );
  return clause.value;
}

/** A page of rows in the `d.results` envelope, `__next` (with `$skiptoken`) when more follow. */
function list(
  rows: Record<string, unknown>[],
  request: ApiRequest,
  url: string,
  type: string,
  pageSize: number,
  order: 'ID' | 'Code' | 'Timestamp',
  headers: Record<string, string>,
  uriOf: (row: Record<string, unknown>) => string,
  deferred: string[] = [],
): ApiAnswer {
  const sorted = [...rows].sort((a, b) =>
    order === 'ID' ? String(a.ID).localeCompare(String(b.ID)) : Number(a[order]) - Number(b[order]),
  );
  const skip = request.query.get('$skiptoken');
  const after = skip ? skip.replace(/^guid'|'$|L$/g, '') : undefined;
  const start =
    after === undefined
      ? 0
      : sorted.findIndex((row) =>
          order === 'ID' ? String(row.ID) > after : Number(row[order]) > Number(after),
        );
  const remaining = start < 0 ? [] : sorted.slice(start);
  const top = Number(request.query.get('$top') ?? Number.POSITIVE_INFINITY);
  const page = remaining.slice(0, Math.min(pageSize, top));
  const results = page.map((row) => present(row, uriOf(row), type, select(request), deferred));
  const d: Record<string, unknown> = { results };
  const last = page.at(-1);
  if (last && remaining.length > page.length && top > page.length) {
    const next = new URLSearchParams(request.query);
    next.set('$skiptoken', order === 'ID' ? `guid'${String(last.ID)}'` : `${String(last[order])}L`);
    // Written as Exact writes it: `$skiptoken=guid'…'`, the `$` and quotes left as they are.
    const query = [...next].map(([name, value]) => `${odataEncode(name)}=${odataEncode(value)}`).join('&');
    d.__next = `${url}?${query}`;
  }
  return json(200, { d }, headers);
}

function odataEncode(value: string): string {
  return encodeURIComponent(value).replace(/%24/g, '$').replace(/%2C/g, ',');
}
