import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

export const queryConfig = {
  queries: {
    // The API client does the seed's retry (at most one, configured); never retry on top of it.
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
