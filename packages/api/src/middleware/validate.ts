import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ValidationError, type FieldErrors } from '@crm/core/errors';

/** zod issues as `{ field: [messages] }`; nested paths are joined with dots. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Each validator's target and schema, by the middleware itself, so tests can read every route's
 * input schema from the app's own route registry (the fuzz test builds its requests from them).
 */
export const validatorSchemas = new WeakMap<object, { target: keyof ValidationTargets; schema: z.ZodType }>();

/** Validates one part of the request; failures become 422 with Dutch field messages. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw new ValidationError(fieldErrors(result.error));
  });
  validatorSchemas.set(middleware, { target, schema });
  return middleware;
}
