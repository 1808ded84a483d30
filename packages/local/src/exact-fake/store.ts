import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The fake's data: what Exact holds (divisions, accounts, bank accounts, the deleted log, the
 * Timestamp counter per division) and what its OAuth server remembers (codes, token chains). Kept
 * in one JSON file when a directory is given (`npm start`), in memory otherwise (tests).
 */
export interface FakeUser {
  id: string;
  fullName: string;
  email: string;
  password: string;
  divisions: number[];
  /** What Exact's UI last opened: `current/Me` answers it; the app must never rely on it. */
  currentDivision: number;
}

export interface FakeDivision {
  code: number;
  description: string;
  /** The last Timestamp given out in this division (a rowversion, not a time). */
  timestamp: number;
}

export type FakeRecord = Record<string, unknown> & { ID: string; Division: number; Timestamp: number };

export interface FakeDeleted {
  ID: string;
  EntityKey: string;
  EntityType: number;
  DeletedBy: string;
  DeletedDate: number;
  Division: number;
  Timestamp: number;
}

export interface FakeCode {
  userId: string;
  redirectUri: string;
  issuedAt: number;
  used: boolean;
}

export interface FakeRefreshToken {
  userId: string;
  issuedAt: number;
  /** Set once it was exchanged: a second use is "Old refresh token used." */
  usedAt?: number;
}

export interface FakeData {
  clientId: string;
  clientSecret: string;
  users: FakeUser[];
  divisions: FakeDivision[];
  accounts: FakeRecord[];
  bankAccounts: FakeRecord[];
  deleted: FakeDeleted[];
  codes: Record<string, FakeCode>;
  accessTokens: Record<string, { userId: string; issuedAt: number }>;
  refreshTokens: Record<string, FakeRefreshToken>;
  /** Calls per division: the minute window's start and count, the UTC day and its count. */
  usage: Record<string, { minuteStart: number; minute: number; day: string; daily: number }>;
  limits: { minutely: number; daily: number };
  /** Errors (400, 401, 403, 404) per `<division>#<endpoint>#<hour start>`: 10 block the endpoint. */
  errors?: Record<string, number>;
}

export const ACCESS_TOKEN_SECONDS = 600;
export const EARLIEST_REFRESH_SECONDS = 570;
export const CODE_SECONDS = 180;
export const REFRESH_TOKEN_DAYS = 30;

export const fakeLogin = { email: 'exact@example.nl', password: 'exact-lokaal' } as const;

function seed(clientId: string, clientSecret: string): FakeData {
  return {
    clientId,
    clientSecret,
    users: [
      {
        id: randomUUID(),
        fullName: 'Boekhouder Nep',
        email: fakeLogin.email,
        password: fakeLogin.password,
        divisions: [1001, 1002],
        currentDivision: 1002,
      },
    ],
    divisions: [
      { code: 1001, description: 'Relatiebeheer Demo B.V.', timestamp: 1 },
      { code: 1002, description: 'Tweede Administratie B.V.', timestamp: 1 },
    ],
    accounts: [],
    bankAccounts: [],
    deleted: [],
    codes: {},
    accessTokens: {},
    refreshTokens: {},
    usage: {},
    limits: { minutely: 60, daily: 5000 },
  };
}

/** An Exact-looking secret: base64url with a `!` in it, as Exact's codes and tokens have. */
export function exactToken(prefix: string): string {
  return `${prefix}!${randomBytes(24).toString('base64url')}`;
}

export class FakeStore {
  data: FakeData;
  private readonly file: string | undefined;

  constructor(file: string | undefined, credentials?: { clientId: string; clientSecret: string }) {
    this.file = file;
    const stored = file ? readStored(file) : undefined;
    this.data =
      stored ??
      seed(
        credentials?.clientId ?? randomUUID(),
        credentials?.clientSecret ?? randomBytes(18).toString('base64url'),
      );
    if (!stored) this.save();
  }

  /** Forgets everything but the client's credentials (tests: a clean Exact). */
  reset(): void {
    this.data = seed(this.data.clientId, this.data.clientSecret);
    this.save();
  }

  save(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.data, null, 1));
    renameSync(temporary, this.file);
  }

  division(code: number): FakeDivision | undefined {
    return this.data.divisions.find((division) => division.code === code);
  }

  /** The next rowversion of a division: every write of a record takes one. */
  nextTimestamp(division: number): number {
    const found = this.division(division);
    if (!found) throw new Error(`No division ${division}`);
    found.timestamp += 1;
    return found.timestamp;
  }

  user(id: string): FakeUser | undefined {
    return this.data.users.find((user) => user.id === id);
  }
}

function readStored(file: string): FakeData | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FakeData;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
