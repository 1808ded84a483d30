import { userRecordSchema, type UserRecord } from '@crm/core/users/public';
import { z } from 'zod';

export { userRecordSchema, type UserRecord };

export const userAnswerSchema = z.object({ user: userRecordSchema });

/** The root of every users query key, for invalidating all of them at once. */
export const usersKey = ['users'] as const;
