import { userRecordSchema, type UserRecord } from '@crm/core/users/public';

export { userRecordSchema, type UserRecord };

/** The root of every users query key, for invalidating all of them at once. */
export const usersKey = ['users'] as const;
