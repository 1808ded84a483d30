import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getConditionQueryOptions } from '../../../features/contract-conditions/api/get-condition';

/** The loader of a condition's page and its edit form: the condition with its versions and evidence. */
export const conditionLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(getConditionQueryOptions(params.id ?? '', params.conditionId ?? ''));
    return null;
  };
