import { onPartyRenamed } from './contract-parties/renames.ts';
import { registerCalendarSource } from './deadlines/calendar-sources.ts';
import { registerDailySweep, registerDueHandler } from './deadlines/handlers.ts';
import { startJob } from './jobs/dispatch.ts';
import { allowLinkUploads } from './files/link-access.ts';
import { registerOwnedItems } from './relations/owned-items.ts';

/**
 * The one place where the hooks between modules are registered (the composition root). Every
 * process calls `wireHooks()` once at its start, before it handles anything: the API (`start-up.ts`, so
 * also the Lambda, the Node server and the route tests), the jobs function (`jobs.ts`), the local
 * stack's scheduler and `npm run jobs:daily`, and Vitest's setup. A process therefore never depends
 * on which modules it happened to load: a rename made by a job updates the contracts as one made
 * through the API does.
 *
 * The hooks load their feature's code on first use, so wiring costs a cold start nothing
 * (decision 018). A new hook is one line here; a new record type with due dates is one
 * `registerDueHandler` line.
 */
let wired = false;

export function wireHooks(): void {
  if (wired) return;
  wired = true;
  // A customer's, supplier's or contract type's new name reaches its contracts (decision 028).
  onPartyRenamed((party, id) => startJob({ name: 'contract-names', party, id }));
  // The deadlines engine's daily job and the calendar feed (decision 024).
  registerDueHandler('contract', async (item, today, context) => {
    const { contractDueHandler } = await import('./deadlines/contract-deadlines.ts');
    return contractDueHandler(item, today, context);
  });
  // A supplier request's reminders and its expiry (decision 047).
  registerDueHandler('supplier_request', async (item, today, context) => {
    const { requestDueHandler } = await import('./supplier-requests/reminders.ts');
    return requestDueHandler(item, today, context);
  });
  // A deleted supplier takes its information requests along, a lead or customer its onboardings
  // (decisions 047 and 052).
  registerOwnedItems('supplier', async (id) => {
    const { supplierRequestItems } = await import('./supplier-requests/requests.ts');
    return supplierRequestItems(id);
  });
  for (const kind of ['lead', 'customer'] as const)
    registerOwnedItems(kind, async (id) => {
      const { onboardingItems } = await import('./onboarding/onboardings.ts');
      return onboardingItems(kind, id);
    });
  // A document's warning 30 days before its Geldig tot (PRODUCT.md "File").
  registerDueHandler('file', async (item, today, context) => {
    const { documentDueHandler } = await import('./deadlines/document-warnings.ts');
    return documentDueHandler(item, today, context);
  });
  // An onboarding's expiry (decision 052).
  registerDueHandler('onboarding', async (item, today, context) => {
    const { onboardingDueHandler } = await import('./onboarding/expiry.ts');
    return onboardingDueHandler(item, today, context);
  });
  // A supplier request's link uploads the documents asked (decisions 021 and 050).
  allowLinkUploads('supplier-request', async (link) => {
    const { requestUploadPolicy } = await import('./supplier-requests/link-page.ts');
    return requestUploadPolicy(link);
  });
  // Every contract whose period ended renews, ends or expires, whatever was skipped (decision 039).
  registerDailySweep(async function* (today) {
    const { contractsPastPeriodEnd } = await import('./deadlines/contract-deadlines.ts');
    yield* contractsPastPeriodEnd(today);
  });
  registerCalendarSource(async (userId) => {
    const { contractCalendarEvents } = await import('./deadlines/contract-deadlines.ts');
    return contractCalendarEvents(userId);
  });
}
