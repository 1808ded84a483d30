import { historyEntrySchema } from '@crm/core/db/history-entry';
import {
  requestPageSchema,
  requestRecordSchema,
  toReviewListSchema,
  type RequestRecord,
  type RequestRow,
} from '@crm/core/supplier-requests/public';
import type { RequestInput, ReturnInput } from '@crm/core/supplier-requests/schema';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../../lib/api';

export type { RequestRecord, RequestRow };

const requestsKey = ['supplier-requests'] as const;
const PAGE = 25;
const base = '/api/supplier-requests';

/** A supplier's requests, newest first, a page at a time (the Verzoeken tab's "Meer laden"). */
export const getSupplierRequestsQueryOptions = (supplierId: string) =>
  infiniteQueryOptions({
    queryKey: [...requestsKey, 'supplier', supplierId],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      requestPageSchema.parse(
        await api.get(base, {
          signal,
          query: { supplierId, limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    getNextPageParam: (page) => page.cursor,
  });

export function useSupplierRequests(supplierId: string) {
  return useInfiniteQuery(getSupplierRequestsQueryOptions(supplierId));
}

const detailSchema = z.object({ record: requestRecordSchema, history: z.array(historyEntrySchema) });

export const getRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...requestsKey, 'one', id],
    queryFn: async ({ signal }) =>
      detailSchema.parse(await api.get(`${base}/${encodeURIComponent(id)}`, { signal })),
  });

export function useRequest(id: string) {
  return useQuery(getRequestQueryOptions(id));
}

/** The dashboard's "Te beoordelen". */
export const getToReviewQueryOptions = () =>
  queryOptions({
    queryKey: [...requestsKey, 'to-review'],
    queryFn: async ({ signal }) => toReviewListSchema.parse(await api.get(`${base}/to-review`, { signal })),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: requestsKey });
}

export function useCreateRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: RequestInput) =>
      z.object({ record: requestRecordSchema }).parse(await api.post(base, input)).record,
    onSuccess: refresh,
  });
}

export type RequestAction = 'send' | 'resend' | 'withdraw' | 'approve';

/** Versturen, Opnieuw versturen, Intrekken: each by the version shown (409 when moved since). */
export function useRequestAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({
      request,
      action,
    }: {
      request: Pick<RequestRow, 'id' | 'version'>;
      action: RequestAction;
    }) =>
      z
        .object({ record: requestRecordSchema })
        .parse(
          await api.post(`${base}/${encodeURIComponent(request.id)}/${action}`, { version: request.version }),
        ).record,
    onSuccess: refresh,
  });
}

/** Terugsturen: the comment and the fields and documents the supplier redoes. */
export function useReturnRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: ReturnInput }) =>
      z
        .object({ record: requestRecordSchema })
        .parse(await api.post(`${base}/${encodeURIComponent(id)}/return`, input)).record,
    onSuccess: refresh,
  });
}

/** Reloads the request (after a review decision it may be Goedgekeurd). */
export function useRefreshRequests() {
  return useRefresh();
}
