import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getConditionQueryOptions } from '../../../features/contract-conditions/api/get-condition';
import { getContractQueryOptions } from '../../../features/contracts/api/get-contract';

/**
 * The loader of a condition's page and its edit form: the condition with its versions and
 * evidence, and the contract it belongs to (the page names it), side by side.
 */
export const conditionLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await Promise.all([
      queryClient.ensureQueryData(getConditionQueryOptions(params.id ?? '', params.conditionId ?? '')),
      queryClient.ensureQueryData(getContractQueryOptions(params.id ?? '')),
    ]);
    return null;
  };
