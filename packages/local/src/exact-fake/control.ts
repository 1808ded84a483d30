import { escapeHtml, page } from './html.ts';
import type { Answer } from './oauth.ts';
import { FakeHttpError } from './odata.ts';
import {
  createAccount,
  createBankAccount,
  deleteAccount,
  updateAccount,
  updateBankAccount,
} from './records.ts';
import type { FakeStore } from './store.ts';

/**
 * The fake's own routes, never Exact's: `/__fake/*` for tests (reset, seed, read state, faults,
 * clock, limits) and `/__fake/` as a page where a person changes or deletes an account, or changes
 * a bank account's IBAN, "in Exact" to watch the pull.
 */
export type FaultKind =
  '429-minutely' | '429-daily' | '401' | '500' | 'lost-create' | 'token-down' | 'token-lost';
export const faultKinds: FaultKind[] = [
  '429-minutely',
  '429-daily',
  '401',
  '500',
  'lost-create',
  'token-down',
  'token-lost',
];

export interface Controls {
  store: FakeStore;
  faults: Map<FaultKind, number>;
  /** Calls a switch lets pass before it applies: a fault in the middle of a run. */
  faultDelays: Map<FaultKind, number>;
  clock: { offsetMs: number };
  now: () => number;
  calls: { method: string; path: string; status: number }[];
}

const json = (status: number, value: unknown): Answer => ({
  status,
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json; charset=utf-8' },
});
const back = (): Answer => ({ status: 303, body: '', headers: { location: '/__fake/' } });

function parse(body: string, contentType: string): Record<string, unknown> {
  if (contentType.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(body));
  if (!body) return {};
  const value: unknown = JSON.parse(body);
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new FakeHttpError(400, 'Een JSON-object verwacht.');
  return value as Record<string, unknown>;
}

/** Form fields are strings; the page sends only text fields, empty meaning "leave as it is". */
function fromForm(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}

/** A clean Exact: the seed data (same client credentials), no faults, the real clock. */
export function resetControls(controls: Controls): void {
  controls.store.reset();
  controls.faults.clear();
  controls.faultDelays.clear();
  controls.clock.offsetMs = 0;
  controls.calls.length = 0;
}

export function handleControl(
  controls: Controls,
  method: string,
  path: string,
  body: string,
  contentType: string,
): Answer {
  const { store } = controls;
  const input = parse(body, contentType);
  const now = controls.now();
  const division = Number(input.division ?? input.Division ?? store.data.divisions[0]?.code);
  if (method === 'GET' && path === '/__fake/') return accountsPage(store);
  if (method === 'GET' && path === '/__fake/state')
    return json(200, {
      ...store.data,
      faults: Object.fromEntries(controls.faults),
      clockOffsetMs: controls.clock.offsetMs,
      calls: controls.calls,
    });
  if (method === 'POST' && path === '/__fake/reset') {
    resetControls(controls);
    return json(200, { ok: true });
  }
  if (method === 'POST' && path === '/__fake/faults') {
    const kind = input.kind as FaultKind;
    if (!faultKinds.includes(kind)) throw new FakeHttpError(400, `kind: one of ${faultKinds.join(', ')}`);
    controls.faults.set(kind, Number(input.count ?? 1));
    controls.faultDelays.set(kind, Number(input.after ?? 0));
    return json(200, Object.fromEntries(controls.faults));
  }
  if (method === 'DELETE' && path === '/__fake/faults') {
    controls.faults.clear();
    controls.faultDelays.clear();
    return json(200, {});
  }
  if (method === 'POST' && path === '/__fake/clock') {
    if (typeof input.offsetMs === 'number') controls.clock.offsetMs = input.offsetMs;
    if (typeof input.advanceMs === 'number') controls.clock.offsetMs += input.advanceMs;
    return json(200, { offsetMs: controls.clock.offsetMs });
  }
  if (method === 'POST' && path === '/__fake/limits') {
    if (typeof input.minutely === 'number') store.data.limits.minutely = input.minutely;
    if (typeof input.daily === 'number') store.data.limits.daily = input.daily;
    store.save();
    return json(200, store.data.limits);
  }
  if (method === 'POST' && path === '/__fake/usage') {
    const day = new Date(now).toISOString().slice(0, 10);
    const minuteStart = now - (now % 60_000);
    store.data.usage[division] = {
      minuteStart,
      minute: Number(input.minute ?? 0),
      day,
      daily: Number(input.daily ?? 0),
    };
    store.save();
    return json(200, store.data.usage[division]);
  }
  if (method === 'POST' && path === '/__fake/divisions') {
    const code = Number(input.code);
    if (!store.division(code))
      store.data.divisions.push({
        code,
        description: String(input.description ?? `Administratie ${code}`),
        timestamp: 1,
      });
    for (const user of store.data.users) if (!user.divisions.includes(code)) user.divisions.push(code);
    store.save();
    return json(200, store.division(code));
  }
  if (method === 'POST' && path === '/__fake/accounts')
    return json(201, createAccount(store, division, input, now));
  if (method === 'POST' && path === '/__fake/bank-accounts')
    return json(201, createBankAccount(store, division, input, now));
  const bank = /^\/__fake\/bank-accounts\/([0-9a-f-]+)(\/edit)?$/.exec(path);
  if (bank && ((method === 'PUT' && !bank[2]) || (method === 'POST' && bank[2] === '/edit'))) {
    const id = bank[1] as string;
    const row = store.data.bankAccounts.find((item) => item.ID === id);
    if (!row) throw new FakeHttpError(404, 'Record bestaat niet.');
    const updated = updateBankAccount(
      store,
      Number(row.Division),
      id,
      bank[2] ? fromForm(input) : input,
      now,
    );
    return bank[2] ? back() : json(200, updated);
  }
  const account = /^\/__fake\/accounts\/([0-9a-f-]+)(\/edit|\/delete)?$/.exec(path);
  if (account) {
    const id = account[1] as string;
    const owner = store.data.accounts.find((row) => row.ID === id);
    if (!owner) throw new FakeHttpError(404, 'Record bestaat niet.');
    if ((method === 'PUT' && !account[2]) || (method === 'POST' && account[2] === '/edit')) {
      const fields = account[2] ? fromForm(input) : input;
      const updated = updateAccount(store, owner.Division, id, fields, now);
      return account[2] ? back() : json(200, updated);
    }
    if ((method === 'DELETE' && !account[2]) || (method === 'POST' && account[2] === '/delete')) {
      deleteAccount(store, owner.Division, id, now);
      return account[2] ? back() : json(200, { ok: true });
    }
  }
  throw new FakeHttpError(404, 'Onbekende route van de nep-Exact.');
}

const editable = [
  'Name',
  'ChamberOfCommerce',
  'VATNumber',
  'AddressLine1',
  'Postcode',
  'City',
  'Email',
  'Phone',
] as const;

function accountsPage(store: FakeStore): Answer {
  const sections = store.data.divisions.map((division) => {
    const rows = store.data.accounts
      .filter((row) => row.Division === division.code)
      .map((row) => {
        const inputs = editable
          .map(
            (field) =>
              `<label>${field}<input name="${field}" value="${escapeHtml(String(row[field] ?? ''))}"></label>`,
          )
          .join('');
        const bank = store.data.bankAccounts
          .filter((item) => item.Account === row.ID)
          .map(
            (item) =>
              `<form method="post" action="/__fake/bank-accounts/${String(item.ID)}/edit"><label>BankAccount${item.Main ? ' (hoofdrekening)' : ''}<input name="BankAccount" value="${escapeHtml(String(item.BankAccount))}"></label><button type="submit">IBAN opslaan</button></form>`,
          )
          .join('');
        return `<tr><td>${escapeHtml(String(row.Code).trim())}</td><td>${row.Status === 'C' ? 'klant' : ''}${row.IsSupplier ? ' leverancier' : ''}<br>${bank}</td>
<td><form method="post" action="/__fake/accounts/${row.ID}/edit">${inputs}<button type="submit">Opslaan</button></form>
<form method="post" action="/__fake/accounts/${row.ID}/delete"><button type="submit">Verwijderen</button></form></td></tr>`;
      })
      .join('');
    return `<h2>${escapeHtml(division.description)} (${division.code})</h2>
<table><thead><tr><th>Code</th><th>Soort, bankrekening</th><th>Gegevens</th></tr></thead><tbody>${rows || '<tr><td colspan="3">Geen relaties.</td></tr>'}</tbody></table>`;
  });
  return {
    status: 200,
    body: page(
      'Relaties in Exact (nep)',
      `<p>Wijzig of verwijder hier een relatie "in Exact"; de volgende synchronisatie haalt het op.</p>${sections.join('')}`,
    ),
    headers: { 'content-type': 'text/html; charset=utf-8' },
  };
}
