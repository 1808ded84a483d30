import * as z from 'zod';
import { runExport } from '../export/job.ts';
import { sweepDeletedObjects } from '../files/cleanup.ts';
import { contractFacets } from '../db/keys.ts';

/**
 * Background jobs: work longer than a request may take (the API Lambda stops at 29 s). A job is a
 * small JSON payload; a new kind is one schema entry and one case below.
 */
export const jobSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('export'), exportId: z.string().min(1).max(40) }),
  z.object({ name: z.literal('files-cleanup') }),
  // An import's check, write or undo (decision 053); `budgetMs`: how long this invocation writes
  // before a follow-up goes on (12 minutes unless a test says less).
  z.object({
    name: z.literal('import'),
    importId: z.string().min(1).max(40),
    budgetMs: z
      .number()
      .int()
      .min(0)
      .max(14 * 60_000)
      .optional(),
  }),
  // Mail the app owes and could not deliver at once (mail/owed.ts), retried every five minutes.
  z.object({ name: z.literal('owed-mail') }),
  // An Exact Online sync run (decision 051): every 15 minutes without a claim; with the claim the
  // page's "Nu synchroniseren" took (its lease's id), on demand.
  z.object({
    name: z.literal('exact-sync'),
    claim: z
      .object({ division: z.number().int(), runId: z.string().min(1).max(40), startedAt: z.string().max(40) })
      .optional(),
  }),
  // The deadlines engine (decision 024); `today` (YYYY-MM-DD) only from the command that runs it now.
  z.object({
    name: z.literal('daily'),
    today: z.iso.date().optional(),
  }),
  // A customer, supplier, contract type or user was renamed: its contracts show the new name and
  // sort by it (decisions 028 and 054); a supplier's requests carry its name too (decision 047).
  z.object({
    name: z.literal('contract-names'),
    party: z.enum(contractFacets),
    id: z.string().min(1).max(40),
  }),
]);
export type Job = z.infer<typeof jobSchema>;

/**
 * Runs one job; answers the job that is to go on where it stopped (an import's write that used
 * its invocation's time), which the dispatcher starts (`dispatch.ts`, the jobs Lambda).
 */
export async function runJob(input: unknown): Promise<Job | undefined> {
  const job = jobSchema.parse(input);
  switch (job.name) {
    case 'export':
      await runExport(job.exportId);
      return;
    case 'import': {
      // Loaded when the job runs: the sheet readers (ExcelJS) are not part of a cold start.
      const { runImport } = await import('../import/job.ts');
      const more = await runImport(job.importId, { writeBudgetMs: job.budgetMs });
      return more ? job : undefined;
    }
    case 'files-cleanup':
      await sweepDeletedObjects();
      return;
    case 'owed-mail': {
      const { sweepOwedMail } = await import('../mail/owed.ts');
      await sweepOwedMail();
      return;
    }
    case 'exact-sync': {
      const { exactSettings } = await import('../exact/config.ts');
      const { continueRun, syncNow } = await import('../exact/run.ts');
      if (job.claim) await continueRun(exactSettings(), job.claim);
      else await syncNow(exactSettings(), 'schema');
      return;
    }
    case 'daily': {
      // Loaded when the job runs: its handlers pull in the features they act for.
      const { runDaily } = await import('../deadlines/daily.ts');
      await runDaily({ today: job.today });
      return;
    }
    case 'contract-names': {
      const { refreshContractNames } = await import('../contracts/party-names.ts');
      await refreshContractNames(job.party, job.id);
      if (job.party === 'supplier') {
        // Its information requests carry the name too (decision 047).
        const { refreshRequestNames } = await import('../supplier-requests/names.ts');
        await refreshRequestNames(job.id);
      }
      return;
    }
  }
}
