import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { connectAnswerSchema, divisionsAnswerSchema, statusAnswerSchema } from '@crm/core/exact/public';
import { api } from '../../../lib/api';

/** The Exact Online connection (decision 044): its status, connect, callback, division, disconnect. */
export const exactKey = ['exact'] as const;
const statusKey = [...exactKey, 'status'] as const;

export const getExactStatusQueryOptions = () =>
  queryOptions({
    queryKey: statusKey,
    queryFn: async ({ signal }) => statusAnswerSchema.parse(await api.get('/api/exact', { signal })).status,
  });

export function useExactStatus() {
  return useQuery(getExactStatusQueryOptions());
}

/** The administrations to choose from: only asked while connected. */
export function useExactDivisions(enabled: boolean) {
  return useQuery({
    queryKey: [...exactKey, 'divisions'],
    queryFn: async ({ signal }) =>
      divisionsAnswerSchema.parse(await api.get('/api/exact/divisions', { signal })).divisions,
    enabled,
  });
}

/** Asks the API for Exact's authorize URL; the caller sends the browser there. */
export function useConnectExact() {
  return useMutation({
    mutationFn: async () => connectAnswerSchema.parse(await api.post('/api/exact/connect')).url,
  });
}

function useStatusMutation<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => statusAnswerSchema.parse(await send(input)).status,
    onSuccess: (status) => {
      queryClient.setQueryData(statusKey, status);
      void queryClient.invalidateQueries({ queryKey: exactKey });
    },
  });
}

/** Hands Exact's code and state to the API, which checks the state and exchanges the code. */
export function useCompleteExactConnect() {
  return useStatusMutation((input: { code: string; state: string }) =>
    api.post('/api/exact/callback', input),
  );
}

export function useChooseExactDivision() {
  return useStatusMutation((division: number) => api.put('/api/exact/division', { division }));
}

export function useDisconnectExact() {
  return useStatusMutation(() => api.delete('/api/exact/connection'));
}
