import type { SeedContract } from '@crm/core/contracts/seed';
import { companyName, pick } from './data.ts';
import { type BenchResult } from './report.ts';
import { apiCaller, directQuery, runScenarios, type Scenario } from './scenarios.ts';

/**
 * The contracts part of the bench (issue 12): seeds contracts straight through core's
 * `ContractSeeder` (with their own customers, suppliers and a few types), then measures the
 * contracts list (first and a later page, by status, by an Opzeggen-vóór range), a customer's
 * Contracten tab, the dashboard block "Op te zeggen binnen 90 dagen", and the refresh of the names
 * on one customer's contracts after a rename (decision 028).
 */
export interface ContractsBenchReport {
  date: string;
  node: string;
  loadAverage: number;
  sizes: { contracts: number; customers: number; suppliers: number; renamedCustomerContracts: number };
  pageSize: number;
  samples: number;
  seedSeconds: number;
  itemsSeeded: number;
  results: BenchResult[];
  rename: { contracts: number; seconds: number };
}

const PAGE = 25;
const statuses = [
  'actief',
  'actief',
  'actief',
  'actief',
  'actief',
  'actief',
  'actief',
  'concept',
  'opgezegd',
  'beeindigd',
] as const;
const renewals = ['stilzwijgend', 'stilzwijgend', 'stilzwijgend', 'geen', 'uitdrukkelijk'] as const;
const titles = [
  'Energielevering',
  'Schoonmaak kantoor',
  'ICT-beheer',
  'Catering',
  'Beveiliging',
  'Leasewagens',
];

/** A start date between 2019 and late 2026, spread over the days, so notice dates spread too. */
const startDate = (i: number) => {
  const day = new Date(Date.UTC(2019, 0, 1) + ((i * 7919) % 2850) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

interface Party {
  id: string;
  name: string;
}

/**
 * The bench's contract number `i` (also the daily job's part, daily-job.ts): 3 in 5 renew tacitly,
 * 1 in 5 not at all, 1 in 5 only when agreed; first terms of 1 to 5 years, notice 1 to 3 months,
 * 70% Actief, half with a type.
 */
export function benchContract(
  i: number,
  parties: {
    customer: Party | undefined;
    suppliers: Party[];
    types: Party[];
    ownerId: string;
    ownerName?: string;
  },
): SeedContract {
  const supplier = pick(parties.suppliers, i * 31);
  const type = i % 2 ? pick(parties.types, i) : undefined;
  return {
    title: `${pick(titles, i)} ${i}`,
    customerId: parties.customer?.id ?? '',
    customerName: parties.customer?.name ?? '',
    supplierId: supplier?.id ?? '',
    supplierName: supplier?.name ?? '',
    typeId: type?.id,
    typeName: type?.name,
    startDate: startDate(i),
    firstTermMonths: pick([12, 24, 36, 60], i * 3),
    renewal: pick(renewals, i),
    renewalTermMonths: 12,
    noticePeriod: pick([1, 2, 3], i * 5),
    noticeUnit: 'maanden',
    decisionWeeks: 4,
    value: (i % 40) * 250,
    status: pick(statuses, i * 13),
    ownerId: parties.ownerId,
    ownerName: parties.ownerName,
  };
}

export async function measureContracts(options: {
  baseUrl: string;
  headers: Record<string, string>;
  sizes: { contracts: number; customers: number; suppliers: number; renamedCustomerContracts: number };
  samples: number;
  loadAverage: number;
}): Promise<ContractsBenchReport> {
  const { sizes } = options;
  const api = apiCaller(options.baseUrl, options.headers);
  const { RelationSeeder } = await import('@crm/core/relations/seed');
  const { ContractSeeder } = await import('@crm/core/contracts/seed');
  const { addDays, dutchToday } = await import('@crm/core/nl/date');
  const { jobsIdle } = await import('@crm/core/jobs/dispatch');
  const today = dutchToday();

  const me = (await api('/api/user')).body as { id: string; name: string };
  const types: { id: string; name: string }[] = [];
  for (let i = 1; i <= 5; i++) {
    const name = `Bench type ${i}`;
    const { body } = await api('/api/contract-types', {
      method: 'POST',
      body: JSON.stringify({
        name,
        firstTermMonths: 36,
        renewal: 'stilzwijgend',
        renewalTermMonths: 12,
        noticePeriod: 3,
        decisionWeeks: 4,
        conditions: [],
      }),
    });
    types.push({ id: (body as { record: { id: string } }).record.id, name });
  }

  const seedStarted = performance.now();
  const parties = new RelationSeeder();
  const customers: { id: string; name: string }[] = [];
  const suppliers: { id: string; name: string }[] = [];
  for (let i = 1; i <= sizes.customers; i++) {
    const data = { ...companyName(4_000_000 + i), status: 'actief' };
    customers.push({ id: await parties.add('customer', data, 900_000 + i), name: data.companyName });
  }
  for (let i = 1; i <= sizes.suppliers; i++) {
    const data = { ...companyName(5_000_000 + i), status: 'actief', category: 'Energie' };
    suppliers.push({ id: await parties.add('supplier', data, 900_000 + i), name: data.companyName });
  }
  await parties.finish();
  const seeder = new ContractSeeder();
  for (let i = 0; i < sizes.contracts; i++) {
    // The first customer has many contracts: the rename below refreshes them all.
    const customer = i < sizes.renamedCustomerContracts ? customers[0] : pick(customers, i);
    await seeder.add(
      benchContract(i, { customer, suppliers, types, ownerId: me.id, ownerName: me.name }),
      today,
    );
  }
  await seeder.finish();
  const seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
  console.log(`seeded ${seeder.written + parties.written} items in ${seedSeconds} s`);

  // A later page: the cursor of page 50, followed once and then reused.
  let cursor: string | null = null;
  for (let page = 1; page < 50; page++) {
    const { body } = await api(
      `/api/contracts?limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    cursor = (body as { cursor: string | null }).cursor;
  }
  const deepCursor = encodeURIComponent(cursor ?? '');
  const rangeFrom = addDays(today, 30);
  const rangeTo = addDays(today, 60);
  const upcomingTo = `${addDays(today, 90)}#~`;
  const scenarios: Scenario[] = [
    {
      name: 'contracts: first list page (by Opzeggen vóór)',
      call: () => api(`/api/contracts?limit=${PAGE}`),
      direct: () =>
        directQuery({
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': 'CONTRACTS' },
          Limit: PAGE,
        }),
    },
    { name: 'contracts: page 50', call: () => api(`/api/contracts?limit=${PAGE}&cursor=${deepCursor}`) },
    {
      name: 'contracts: status Actief',
      call: () => api(`/api/contracts?status=actief&limit=${PAGE}`),
      direct: () =>
        directQuery({
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk',
          ExpressionAttributeValues: { ':pk': 'CONTRACTS#status#actief' },
          Limit: PAGE,
        }),
    },
    {
      name: 'contracts: opzeggen vóór in 30 to 60 days',
      call: () => api(`/api/contracts?noticeFrom=${rangeFrom}&noticeTo=${rangeTo}&limit=${PAGE}`),
      direct: () =>
        directQuery({
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': 'CONTRACTS', ':from': rangeFrom, ':to': `${rangeTo}#~` },
          Limit: PAGE,
        }),
    },
    {
      name: 'contracts: Actief and opzeggen vóór in 30 to 60 days',
      call: () =>
        api(`/api/contracts?status=actief&noticeFrom=${rangeFrom}&noticeTo=${rangeTo}&limit=${PAGE}`),
    },
    // Decision 054: sorted through sort items, alone and with a filter on their copies.
    {
      name: 'contracts: by Waarde, largest first',
      call: () => api(`/api/contracts?sort=value&order=desc&limit=${PAGE}`),
    },
    {
      name: 'contracts: Actief by Klant',
      call: () => api(`/api/contracts?status=actief&sort=customerName&limit=${PAGE}`),
    },
    {
      name: "contracts: a customer's Contracten tab",
      call: (i) => api(`/api/contracts?customerId=${pick(customers, i + 1)?.id ?? ''}&limit=${PAGE}`),
    },
    {
      name: 'dashboard: Op te zeggen binnen 90 dagen',
      call: () => api('/api/dashboard/upcoming-notices'),
      direct: () =>
        directQuery({
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': 'CONTRACTS#status#actief', ':from': today, ':to': upcomingTo },
          Limit: 10,
        }),
    },
  ];
  const results = await runScenarios(scenarios, options.samples);

  // Decision 028: the rename answers at once; the job puts the name on every contract of it.
  const renamed = customers[0];
  const renameStarted = performance.now();
  await api(`/api/customers/${renamed?.id ?? ''}`, {
    method: 'PUT',
    body: JSON.stringify({ companyName: `${renamed?.name ?? ''} (hernoemd)`, status: 'actief', version: 1 }),
  });
  await jobsIdle();
  const renameSeconds = +((performance.now() - renameStarted) / 1000).toFixed(1);
  const { body: tab } = await api(`/api/contracts?customerId=${renamed?.id ?? ''}&limit=${PAGE}`);
  const names = new Set((tab as { items: { customerName: string }[] }).items.map((row) => row.customerName));
  if (names.size !== 1 || !names.has(`${renamed?.name ?? ''} (hernoemd)`))
    throw new Error(`rename not on the contracts: ${[...names].join(', ')}`);

  return {
    date: new Date().toISOString(),
    node: process.version,
    loadAverage: options.loadAverage,
    sizes,
    pageSize: PAGE,
    samples: options.samples,
    seedSeconds,
    itemsSeeded: seeder.written + parties.written,
    results,
    rename: { contracts: sizes.renamedCustomerContracts, seconds: renameSeconds },
  };
}

export function renderContracts(report: ContractsBenchReport): string {
  const rows = report.results.map(
    (r) =>
      `| ${r.name} | ${r.p50} | ${r.p95} | ${r.appP50 ?? '–'} | ${r.dynamoRequestsPerCall} | ${r.itemsReadPerCall} | ${r.directP50 ?? '–'} | ${r.ratioToDirect ?? '–'} |`,
  );
  return [
    '# Contracts bench',
    '',
    `${report.date}, Node ${report.node}, DynamoDB Local in memory, load average ${report.loadAverage} (1 minute, at the start; 2 cores shared with other developers' tests). ${report.sizes.contracts} contracts over ${report.sizes.customers} customers and ${report.sizes.suppliers} suppliers, half with one of 5 types, 70% Actief (${report.itemsSeeded} items seeded in ${report.seedSeconds} s); ${report.samples} requests per row, page size ${report.pageSize}. Times in ms, through HTTP. DynamoDB requests and items read include the session check (1 request, 2 items) and, for a view served by a key alone, its total (1 GetItem).`,
    '',
    '| call | p50 | p95 | app p50 (Server-Timing) | DynamoDB requests | items read | direct Query p50 | API / direct |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## Rename (decision 028)',
    '',
    `A customer with ${report.rename.contracts} contracts renamed: the request, then the \`contract-names\` job until it is idle, ${report.rename.seconds} s; the customer's tab then shows the new name on every row.`,
    '',
  ].join('\n');
}
