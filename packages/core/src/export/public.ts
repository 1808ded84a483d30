import * as z from 'zod';

/**
 * An export job as the API answers it and the SPA polls it. Browser-safe: the formats, the states
 * and the Dutch failure message are known here once, for the job, the API and the screen.
 */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

export const FAILED_MESSAGE = 'De export is mislukt. Probeer het opnieuw.';

export const exportJobSchema = z.object({
  id: z.string(),
  list: z.string(),
  format: z.enum(exportFormats),
  status: z.enum(exportStatuses),
  /** Rows written so far. */
  rows: z.number().int(),
  fileName: z.string(),
  createdAt: z.string(),
  /** Why it failed, in Dutch; only when it failed. */
  message: z.string().optional(),
  /** A short-lived download link, once the file is ready. */
  url: z.string().optional(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;
