import type { ConnectionStatus, RunLogEntry } from '@crm/core/exact/public';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { attentionKey } from '../api/get-attention';
import { ExactSyncSection } from './exact-sync-section';

const finished: RunLogEntry = {
  runId: 'R1',
  trigger: 'schema',
  startedAt: '2026-11-27T09:00:00.000Z',
  finishedAt: '2026-11-27T09:02:00.000Z',
  pushed: 12,
  pulled: 40,
  matched: 3,
  failed: 1,
  conflicts: 2,
  calls: 27,
  stop: 'dagelijkse limiet',
  stopMessage: 'De dagelijkse limiet van Exact Online is bijna op; verder na 28 november 01:00.',
};
const running: RunLogEntry = {
  ...finished,
  runId: 'R2',
  trigger: 'handmatig',
  startedBy: 'Bea Beheerder',
  startedAt: '2026-11-27T10:00:00.000Z',
  finishedAt: undefined,
  stop: undefined,
  stopMessage: undefined,
  phase: 'versturen',
  pushed: 5,
};

const status: ConnectionStatus = {
  state: 'verbonden',
  division: { code: 1001, name: 'Demo' },
  runs: { lastRun: finished, nextRunAt: '2026-11-27T09:15:00.000Z' },
};

function render(runs: RunLogEntry[]) {
  const client = new QueryClient();
  client.setQueryData(['exact', 'runs'], runs);
  client.setQueryData(attentionKey, { items: [], cursor: null });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ExactSyncSection status={status} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the sync on /exact', () => {
  it('shows the last and next run and the log with Dutch headers and why each run stopped', () => {
    const html = render([finished]);
    expect(html).toContain('Laatste synchronisatie');
    expect(html).toContain('27-11-2026 10:02: De dagelijkse limiet van Exact Online is bijna op');
    expect(html).toContain('Volgende synchronisatie');
    expect(html).toContain('27-11-2026 10:15');
    for (const header of [
      'Gestart',
      'Klaar',
      'Verstuurd',
      'Opgehaald',
      'Gekoppeld',
      'Mislukt',
      'Conflicten',
      'Aanroepen',
      'Waarom gestopt',
    ])
      expect(html).toContain(`>${header}<`);
    expect(html).toContain('Automatisch');
    expect(html).not.toMatch(/<button[^>]*disabled=""/);
  });

  it('shows a run going on with its progress, and no second start meanwhile', () => {
    const html = render([running, finished]);
    expect(html).toContain('Versturen: 40 opgehaald, 5 verstuurd, 3 gekoppeld, 1 mislukt, 2 conflicten.');
    expect(html).toContain('Handmatig (Bea Beheerder)');
    expect(html).toContain('Bezig…');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>/);
  });

  it('logs a skipped scheduled run without taking it for the last run or ending the one going on', () => {
    const skipped: RunLogEntry = {
      ...finished,
      runId: 'R3',
      startedAt: '2026-11-27T10:01:00.000Z',
      finishedAt: '2026-11-27T10:01:00.000Z',
      pushed: 0,
      stop: 'overgeslagen',
      stopMessage: 'Overgeslagen: er liep al een synchronisatie. De volgende gaat verder.',
    };
    const html = render([skipped, running, finished]);
    expect(html).toContain('Overgeslagen: er liep al een synchronisatie.');
    expect(html).toContain('27-11-2026 10:02: De dagelijkse limiet van Exact Online is bijna op');
    expect(html).toContain('Versturen: 40 opgehaald, 5 verstuurd');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>/);
  });
});
