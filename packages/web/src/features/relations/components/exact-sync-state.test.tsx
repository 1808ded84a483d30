import type { ExactStateAnswer } from '@crm/core/relations/exact-state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExactSyncPanel, exactStateSummary } from './exact-sync-state';

const state = (fields: Partial<ExactStateAnswer>): ExactStateAnswer => ({
  state: 'niet gekoppeld',
  exactId: null,
  exactCode: null,
  error: null,
  lastSyncAt: null,
  pendingSince: null,
  conflictFields: [],
  candidates: [],
  ...fields,
});

const render = (exact: ExactStateAnswer) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ExactSyncPanel kind="customer" id="c1" exact={exact} />
    </QueryClientProvider>,
  );

describe('the Exact Online state in words', () => {
  it('names the state, the code and the last sync in Dutch time', () => {
    expect(
      exactStateSummary(
        state({ state: 'gekoppeld', exactCode: '123', lastSyncAt: '2026-11-22T13:05:00.000Z' }),
      ),
    ).toBe('Exact Online: gekoppeld (code 123), laatst gesynchroniseerd 22-11-2026 14:05');
    expect(exactStateSummary(state({ state: 'wacht op synchronisatie' }))).toBe(
      'Exact Online: wacht op synchronisatie, nog nooit gesynchroniseerd',
    );
  });
});

describe('the Koppeling met Exact card', () => {
  it('shows the last error, and no choice outside a conflict', () => {
    const html = render(state({ state: 'fout', error: 'Exact Online weigerde het BTW-nummer.' }));
    expect(html).toContain('Exact Online weigerde het BTW-nummer.');
    expect(html).not.toContain('Keuze opslaan');
  });

  it('offers both values of each conflicting field, an empty one in words', () => {
    const html = render(
      state({
        state: 'conflict',
        conflictFields: [
          { field: 'city', label: 'Plaats', ours: 'Utrecht', exact: 'Houten' },
          { field: 'website', label: 'Website', ours: 'https://a.nl', exact: null },
        ],
      }),
    );
    expect(html).toContain('<legend class="text-sm font-medium text-gray-900">Plaats</legend>');
    expect(html).toContain('Hier: Utrecht');
    expect(html).toContain('In Exact: Houten');
    expect(html).toContain('In Exact: (leeg)');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Keuze opslaan<\/button>/);
  });

  it('offers the matched accounts to pick from', () => {
    const html = render(
      state({
        state: 'conflict',
        candidates: [
          { id: 'a', code: '8', name: 'Een BV' },
          { id: 'b', code: '9', name: 'Een B.V.' },
        ],
      }),
    );
    expect(html).toContain('Welk account in Exact is deze relatie?');
    expect(html).toContain('>8 Een BV<');
  });
});
