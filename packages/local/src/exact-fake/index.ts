import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { handleControl, resetControls, type Controls, type FaultKind } from './control.ts';
import { authorizePage, consent, login, token, type Answer } from './oauth.ts';
import { errorBody, FakeHttpError } from './odata.ts';
import { handleApi, type ApiFault } from './rest.ts';
import { FakeStore, type FakeData } from './store.ts';

/**
 * A local Exact Online: one HTTP server that the app reaches only over HTTP, as it reaches Exact
 * (decision 035, spec/exact-online.md section 6). OAuth under /api/oauth2, the REST API under
 * /api/v1, and the fake's own control routes and page under /__fake.
 */
export interface ExactFakeOptions {
  /** 0 or left out: a free port. */
  port?: number;
  /** Keeps the fake's data in `<dataDir>/exact-fake.json`; in memory without it. */
  dataDir?: string;
  /** The client's credentials on a new data set (kept from the file otherwise). */
  clientId?: string;
  clientSecret?: string;
}

export interface ExactFake {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Switches a fault on for `count` calls it applies to, after letting `after` of them pass. */
  fault(kind: FaultKind, count?: number, after?: number): void;
  /** Moves the fake's clock (tests pass 570 s or 600 s without waiting). */
  setClockOffset(ms: number): void;
  now(): number;
  reset(): void;
  data(): FakeData;
  calls(): Controls['calls'];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, answer: Answer): void {
  response.writeHead(answer.status, answer.headers ?? {});
  response.end(answer.body);
}

export async function startExactFake(options: ExactFakeOptions = {}): Promise<ExactFake> {
  const file = options.dataDir ? join(resolve(options.dataDir), 'exact-fake.json') : undefined;
  const credentials =
    options.clientId && options.clientSecret
      ? { clientId: options.clientId, clientSecret: options.clientSecret }
      : undefined;
  const store = new FakeStore(file, credentials);
  const clock = { offsetMs: 0 };
  const controls: Controls = {
    store,
    faults: new Map(),
    faultDelays: new Map(),
    clock,
    now: () => Date.now() + clock.offsetMs,
    calls: [],
  };
  let baseUrl = '';

  /** Takes one of a switch's remaining calls; the switch turns off at 0. */
  const take = (kind: FaultKind): boolean => {
    const left = controls.faults.get(kind) ?? 0;
    if (left <= 0) return false;
    const delay = controls.faultDelays.get(kind) ?? 0;
    if (delay > 0) {
      controls.faultDelays.set(kind, delay - 1);
      return false;
    }
    if (left === 1) controls.faults.delete(kind);
    else controls.faults.set(kind, left - 1);
    return true;
  };
  const apiFault = (create: boolean): ApiFault | undefined => {
    if (take('429-minutely')) return { kind: 'limit', limit: 'minutely' };
    if (take('429-daily')) return { kind: 'limit', limit: 'daily' };
    if (take('401')) return { kind: 'status', status: 401 };
    if (take('500')) return { kind: 'status', status: 500 };
    if (create && take('lost-create')) return { kind: 'lost' };
    return undefined;
  };

  async function answer(request: IncomingMessage): Promise<Answer & { lost?: boolean }> {
    const url = new URL(request.url ?? '/', baseUrl);
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const now = controls.now();
    const form = () => new URLSearchParams(body);
    if (url.pathname.startsWith('/__fake/'))
      return handleControl(controls, method, url.pathname, body, request.headers['content-type'] ?? '');
    if (url.pathname === '/api/oauth2/auth' && method === 'GET')
      return authorizePage(store, url.searchParams);
    if (url.pathname === '/api/oauth2/auth/login' && method === 'POST') return login(store, form());
    if (url.pathname === '/api/oauth2/auth/consent' && method === 'POST') return consent(store, form(), now);
    if (url.pathname === '/api/oauth2/token' && method === 'POST') {
      if (take('token-down'))
        return { status: 503, body: 'Service Unavailable', headers: { 'content-type': 'text/plain' } };
      const answered = token(store, form(), now);
      return take('token-lost') ? { ...answered, lost: true } : answered;
    }
    if (url.pathname.startsWith('/api/v1/'))
      return handleApi(store, {
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
        now,
        baseUrl,
        takeFault: apiFault,
      });
    throw new FakeHttpError(404, 'Resource not found');
  }

  const server = createServer((request, response) => {
    answer(request)
      .catch((error: unknown): Answer & { lost?: boolean } => {
        if (!(error instanceof FakeHttpError)) {
          console.error('Exact fake:', error);
          return {
            status: 500,
            body: errorBody('Interne fout van de nep-Exact.'),
            headers: { 'content-type': 'application/json' },
          };
        }
        // A 429's body is empty (decision 035: unconfirmed, the fake takes that side).
        if (error.status === 429) return { status: 429, body: '', headers: error.headers };
        return {
          status: error.status,
          body: errorBody(error.message),
          headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers },
        };
      })
      .then((result) => {
        controls.calls.push({
          method: request.method ?? 'GET',
          path: (request.url ?? '').split('?')[0] ?? '',
          status: result.status,
        });
        if (controls.calls.length > 2000) controls.calls.splice(0, 1000);
        // The work is done, the answer never arrives.
        if (result.lost) response.socket?.destroy();
        else send(response, result);
      });
  });
  await new Promise<void>((resolveListen) => server.listen(options.port ?? 0, '127.0.0.1', resolveListen));
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    clientId: store.data.clientId,
    clientSecret: store.data.clientSecret,
    fault: (kind, count = 1, after = 0) => {
      controls.faults.set(kind, count);
      controls.faultDelays.set(kind, after);
    },
    setClockOffset: (ms) => void (clock.offsetMs = ms),
    now: controls.now,
    reset: () => resetControls(controls),
    data: () => store.data,
    calls: () => controls.calls,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolveClose()));
      }),
  };
}
