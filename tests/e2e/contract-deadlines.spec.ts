import { expect, test } from '@playwright/test';
import {
  admin,
  adminState,
  apiCall,
  apiLogin,
  createRelationViaApi,
  mailsTo,
  runDailyJob,
  uniqueCompany,
} from './support.ts';

// The Beheerder's session of the run: this spec's subject is not signing in.
test.use({ storageState: adminState });

/**
 * Dates no other spec uses: the job reads every due item of the day it runs for, whoever wrote it.
 * A first term of 36 months from 01-03-2038 ends on 28-02-2041; notice 3 months before, clamped to
 * the month's end, is 30-11-2040; the decision 4 weeks before that, 02-11-2040.
 */
const term = {
  startDate: '2038-03-01',
  firstTermMonths: 36,
  renewal: 'stilzwijgend',
  renewalTermMonths: 12,
  noticePeriod: 3,
  decisionWeeks: 4,
} as const;
const DECISION_DATE = '2040-11-02';

test('the daily job on the decision date makes the owner one todo and one mail, and a second run nothing more', async ({
  page,
  request,
}) => {
  // Two runs of the job command (each a Node process loading core) and a few screens.
  test.setTimeout(90_000);
  const token = await apiLogin(request, admin);
  const [customer, supplier, me] = await Promise.all([
    createRelationViaApi(request, 'customers', { companyName: uniqueCompany('Klant').name }),
    createRelationViaApi(request, 'suppliers', { companyName: uniqueCompany('Leverancier').name }),
    apiCall<{ id: string }>(request, token, 'GET', '/api/user'),
  ]);
  const { name: title } = uniqueCompany('Beveiliging');
  const { status, body } = await apiCall<{
    record: { id: string; number: string; noticeBy: string; decideBy: string };
  }>(request, token, 'POST', '/api/contracts', {
    title,
    customerId: customer.id,
    supplierId: supplier.id,
    ...term,
    status: 'actief',
    ownerId: me.body.id,
  });
  expect(status).toBe(201);
  const contract = body.record;
  expect(contract).toMatchObject({ noticeBy: '2040-11-30', decideBy: DECISION_DATE });
  const todoTitle = `Besluit over verlenging van ${contract.number}`;
  const job = `daily-e2e-${contract.id}`;

  const output = await runDailyJob(DECISION_DATE, job, contract.id);
  expect(output).toContain(`Daily job done for ${DECISION_DATE}`);
  expect(output).toContain('0 failed');

  // The owner's todo, on the contract's Todo's tab (the todos linked to it), due on the last notice day.
  await page.goto(`/contracts/${contract.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('tab', { name: "Todo's" }).click();
  const todos = page.getByRole('tabpanel', { name: "Todo's" });
  const todo = todos.getByRole('row').filter({ hasText: todoTitle });
  await expect(todo).toBeVisible();
  await expect(todo).toContainText('30-11-2040');
  await expect(todo).toContainText(admin.name);
  await expect(todos.getByRole('row')).toHaveCount(2);

  // One mail to the owner, in the outbox. Another test's run of the job for the same day (a copy of
  // this test) may have claimed it and still be sending it: waited for, not read once.
  const subject = `${todoTitle}: uiterlijk opzeggen op 30-11-2040`;
  await expect
    .poll(async () => (await mailsTo(admin.email, contract.number)).map((mail) => mail.subject))
    .toEqual([subject]);

  // The same day again: nothing more.
  await runDailyJob(DECISION_DATE, job, contract.id);
  await page.reload();
  await page.getByRole('tab', { name: "Todo's" }).click();
  await expect(todo).toBeVisible();
  await expect(todos.getByRole('row')).toHaveCount(2);
  expect((await mailsTo(admin.email, contract.number)).map((mail) => mail.subject)).toEqual([subject]);
});
