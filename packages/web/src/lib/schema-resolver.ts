import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that validates with the API's own schema, after turning what the form
 * holds (texts, as inputs do) into what the schema takes: `"1.234,56"` into `1234.56`. Field names
 * stay the same, so the schema's Dutch messages land on the fields they are about, exactly as the
 * API's 422 answer would put them.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  toInput: (values: Values) => unknown,
): Resolver<Values, unknown, Output> {
  const validate = zodResolver(schema as z.ZodType<Output, FieldValues>) as Resolver<
    FieldValues,
    unknown,
    Output
  >;
  return (values, context, options) =>
    validate(
      toInput(values) as FieldValues,
      context,
      options as unknown as ResolverOptions<FieldValues>,
    ) as ReturnType<Resolver<Values, unknown, Output>>;
}
