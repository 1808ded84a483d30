/**
 * Every key of the table is built here, so no key string is assembled anywhere else.
 * A record and everything read with it (history, later contact people and files) share the
 * record's partition: one Query on `pk` serves a detail page. See docs/data-model.md.
 */
export interface Key {
  pk: string;
  sk: string;
}

/** Sort key of the record item itself; '#' sorts before the children's prefixes. */
export const RECORD_SK = '#RECORD';
export const HISTORY_PREFIX = 'HISTORY#';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const keys = {
  user: (id: string): Key => ({ pk: `USER#${id}`, sk: RECORD_SK }),
  /** Marker item that makes a user's e-mail address unique (case-insensitive). */
  userEmail: (email: string): Key => ({ pk: `UNIQUE#USER_EMAIL#${normaliseEmail(email)}`, sk: 'UNIQUE' }),
  session: (id: string): Key => ({ pk: `SESSION#${id}`, sk: 'SESSION' }),
  throttle: (scope: string, subject: string, windowStart: number): Key => ({
    pk: `THROTTLE#${scope}#${subject}`,
    sk: `WINDOW#${windowStart}`,
  }),
  link: (id: string): Key => ({ pk: `LINK#${id}`, sk: 'LINK' }),
  counter: (name: string): Key => ({ pk: `COUNTER#${name}`, sk: 'COUNTER' }),
  history: (recordPk: string, id: string): Key => ({ pk: recordPk, sk: `${HISTORY_PREFIX}${id}` }),
};

/** GSI keys, by the access pattern they serve. */
export const indexKeys = {
  /** gsi1: users sorted by name (users list). */
  usersByName: (name: string, id: string) => ({
    gsi1pk: 'USERS',
    gsi1sk: `${name.toLocaleLowerCase('nl')}#${id}`,
  }),
};
