import { performance } from 'node:perf_hooks';
import { companyName } from './data.ts';

/**
 * The Exact Online part of the bench (issue 27, decision 051): 5,000 customers with a bank account
 * synced through a fake Exact of its own (the real client over HTTP, Exact's limits of 60 calls a
 * minute and 5,000 a day), then 1,000 accounts changed "in Exact" and pulled back. The customers are
 * made through the relation writes, so each is pending as staff's would be (bulk seeding makes no
 * state item). The client's clock and the fake's move together: a minute's reset or the next day
 * cost no real time, so the wall time is our own work and Exact's answers; "days" counts the daily
 * limits the push needed.
 */
export interface ExactPhase {
  runs: number;
  /** Daily limits the phase ran into (each: the clock moved to the next day). */
  daysOfLimit: number;
  calls: number;
  pushed: number;
  pulled: number;
  matched: number;
  failed: number;
  conflicts: number;
  seconds: number;
  peakRssMiB: number;
  /** Minutes the client waited for a minute's reset (moved clock, not real time). */
  waitedMinutes: number;
}

export interface ExactBenchReport {
  date: string;
  node: string;
  loadAverage: number;
  customers: number;
  changed: number;
  seedSeconds: number;
  push: ExactPhase;
  /** The run after the push, reading back what it wrote. */
  echo: ExactPhase;
  pull: ExactPhase;
  callsPerNewRecord: number;
  accountsInExact: number;
  bankAccountsInExact: number;
}

const DIVISION = 1001;

/** A valid Dutch IBAN per number. */
function ibanOf(i: number): string {
  const bban = `ABNA${String(1_000_000_000 + i).padStart(10, '0')}`;
  const numeric = `${bban}NL00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return `NL${String(98n - (BigInt(numeric) % 97n)).padStart(2, '0')}${bban}`;
}

async function inParallel<T>(count: number, width: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

export async function measureExact(options: {
  customers: number;
  changed: number;
  loadAverage: number;
}): Promise<ExactBenchReport> {
  const { startExactFake } = await import('@crm/local/exact-fake/index');
  const { consentAt, settingsFor, testClock } = await import('../integration/exact/support.ts');
  const { authorizeUrl, completeConnect, chooseDivision } = await import('@crm/core/exact/connection');
  const { readLimits } = await import('@crm/core/exact/limits');
  const { syncNow } = await import('@crm/core/exact/run');
  const { systemActor } = await import('@crm/core/db/actor');
  const { createOrganisation } = await import('@crm/core/relations/service');
  const { saveFinancial } = await import('@crm/core/relations/financial-service');
  const { financialInputSchema } = await import('@crm/core/relations/financial');

  const fake = await startExactFake();
  try {
    const clock = testClock(fake);
    let waited = 0;
    const settings = await settingsFor(fake, {
      now: clock.now,
      sleep: async (ms) => {
        waited += ms;
        await clock.sleep(ms);
      },
    });
    const user = { id: 'bench-exact', name: 'Bench' };
    const { code, state } = await consentAt(await authorizeUrl(settings, user));
    await completeConnect(settings, { code, state, user });
    await chooseDivision(settings, DIVISION);

    const seedStart = performance.now();
    const names = await inParallel(options.customers, 8, async (i) => {
      const name = `${companyName(i)} ${i}`;
      const record = await createOrganisation(
        'customer',
        { companyName: name, status: 'actief', country: 'NL', city: 'Utrecht' },
        systemActor,
      );
      await saveFinancial(
        'customer',
        record.id,
        financialInputSchema.parse({ version: 0, iban: ibanOf(i) }),
        systemActor,
      );
      return name;
    });
    const seedSeconds = (performance.now() - seedStart) / 1000;

    /** Runs until a run finishes; a daily limit moves the clock to the next day. */
    async function phase(): Promise<ExactPhase> {
      const result: ExactPhase = {
        runs: 0,
        daysOfLimit: 0,
        calls: 0,
        pushed: 0,
        pulled: 0,
        matched: 0,
        failed: 0,
        conflicts: 0,
        seconds: 0,
        peakRssMiB: 0,
        waitedMinutes: 0,
      };
      waited = 0;
      let peak = process.memoryUsage().rss;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
      const start = performance.now();
      try {
        for (;;) {
          const entry = await syncNow(settings, 'schema', { maxRunMs: 60 * 60_000 });
          if (!entry) throw new Error('the run did not start');
          result.runs += 1;
          for (const field of ['calls', 'pushed', 'pulled', 'matched', 'failed', 'conflicts'] as const)
            result[field] += entry[field];
          if (entry.stop === 'klaar') break;
          if (entry.stop !== 'dagelijkse limiet' || result.runs > 20)
            throw new Error(`the run stopped: ${entry.stop ?? '?'} ${entry.stopMessage ?? ''}`);
          result.daysOfLimit += 1;
          const reset = (await readLimits(DIVISION))?.daily?.reset ?? clock.now() + 86_400_000;
          clock.advance(reset - clock.now() + 1000);
        }
      } finally {
        clearInterval(sampler);
      }
      result.seconds = Math.round((performance.now() - start) / 100) / 10;
      result.peakRssMiB = Math.round(peak / 1_048_576);
      result.waitedMinutes = Math.round(waited / 60_000);
      return result;
    }

    const push = await phase();
    // The next run reads back every account the push wrote (their Timestamps moved): not the
    // changes this part is about, so it runs before them.
    clock.advance(86_400_000);
    const echo = await phase();
    const byName = new Map(fake.data().accounts.map((row) => [String(row.Name), String(row.ID)]));
    for (const name of names.slice(0, options.changed)) {
      const id = byName.get(name);
      const response = await fetch(`${fake.url}/__fake/accounts/${id ?? ''}`, {
        method: 'PUT',
        body: JSON.stringify({ City: 'Deventer' }),
      });
      if (!response.ok) throw new Error(`the fake refused a change: ${response.status}`);
    }
    // The next day: the push used up the day's calls.
    clock.advance(86_400_000);
    const pull = await phase();
    return {
      date: new Date().toISOString(),
      node: process.version,
      loadAverage: options.loadAverage,
      customers: options.customers,
      changed: options.changed,
      seedSeconds: Math.round(seedSeconds * 10) / 10,
      push,
      echo,
      pull,
      callsPerNewRecord: Math.round((push.calls / Math.max(1, push.pushed)) * 100) / 100,
      accountsInExact: fake.data().accounts.length,
      bankAccountsInExact: fake.data().bankAccounts.length,
    };
  } finally {
    await fake.close();
  }
}

export function renderExact(report: ExactBenchReport): string {
  const row = (label: string, p: ExactPhase) =>
    `| ${label} | ${p.runs} | ${p.daysOfLimit} | ${p.calls} | ${p.pushed} | ${p.pulled} | ${p.matched} | ${p.failed} | ${p.conflicts} | ${p.seconds} | ${p.waitedMinutes} | ${p.peakRssMiB} |`;
  return `# Exact Online sync

${report.date}, Node ${report.node}, load average ${report.loadAverage}. ${report.customers} customers
with a bank account made through the relation writes (${report.seedSeconds} s; each pending), synced
through the fake (60 calls a minute, 5,000 a day, a reserve of 200); then ${report.changed} accounts
changed in Exact and pulled. Time is wall time of the runs; waits for a minute's reset and the
next day move a shared clock and cost none (the "waited" column says how long Exact would have
made us wait).

| phase | runs | daily limits hit | calls | pushed | pulled | matched | failed | conflicts | seconds | waited (min) | peak RSS (MiB) |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${row('first push', report.push)}
${row('next run (reads the pushed accounts back)', report.echo)}
${row(`pull of ${report.changed} changes`, report.pull)}

- Calls per new record (its pull's share included): ${report.callsPerNewRecord}.
- Days of Exact's limit the first push needs: ${report.push.daysOfLimit + 1}.
- In Exact after: ${report.accountsInExact} accounts, ${report.bankAccountsInExact} bank accounts.
`;
}
