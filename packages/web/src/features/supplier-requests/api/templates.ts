import { parseRecordAnswer } from '@crm/core/db/record';
import {
  templateListSchema,
  templateRecordSchema,
  type TemplateRecord,
} from '@crm/core/supplier-requests/public';
import type { TemplateInput } from '@crm/core/supplier-requests/schema';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type { TemplateRecord };

const templatesKey = ['supplier-request-templates'] as const;

/** `/api/supplier-requests/templates`, one template, or `default`. */
function templatePath(id?: string): string {
  const base = '/api/supplier-requests/templates';
  return id ? `${base}/${encodeURIComponent(id)}` : base;
}

/** Every template by name (an office has a handful). */
export const getTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: [...templatesKey, 'list'],
    queryFn: async ({ signal }) => templateListSchema.parse(await api.get(templatePath(), { signal })).items,
  });

export function useTemplates() {
  return useQuery(getTemplatesQueryOptions());
}

/** One template; `default` is the one the Instellingen menu entry opens. */
export async function fetchTemplate(id: string, signal?: AbortSignal): Promise<TemplateRecord> {
  return parseRecordAnswer(templateRecordSchema, await api.get(templatePath(id), { signal }));
}

export const getTemplateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...templatesKey, 'one', id],
    queryFn: ({ signal }) => fetchTemplate(id, signal),
  });

export function useTemplate(id: string) {
  return useQuery(getTemplateQueryOptions(id));
}

async function refresh(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: templatesKey });
}

type SaveVariables = { values: TemplateInput; version: number };

/** Create (`id` null) or edit one template as last seen (`version`): 409 when saved since. */
export function useSaveTemplate(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, version }: SaveVariables) =>
      parseRecordAnswer(
        templateRecordSchema,
        id ? await api.put(templatePath(id), { ...values, version }) : await api.post(templatePath(), values),
      ),
    onSuccess: () => refresh(queryClient),
  });
}

/** Deletes a template that is not the default: 409 otherwise. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (template: TemplateRecord) => {
      await api.delete(templatePath(template.id), { query: { version: template.version } });
    },
    onSuccess: () => refresh(queryClient),
  });
}
