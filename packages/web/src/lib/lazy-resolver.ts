import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver loaded on first validation: the login page shows its form without
 * zod and the shared schemas (about 30 KB gzip), and loads them when the user first submits or
 * leaves a field (decision 023). The schema stays the API's own, so the messages still match its
 * 422 answer. A failed load is tried again at the next validation.
 */
export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): Resolver<Values, unknown, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
