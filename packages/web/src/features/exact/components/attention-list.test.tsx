import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { attentionKey } from '../api/get-attention';
import { AttentionList } from './attention-list';

function render(items: unknown[]) {
  const client = new QueryClient();
  client.setQueryData(attentionKey, { items, cursor: null });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AttentionList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the records that need attention', () => {
  it('names each with its state, message and a link to its Financieel tab', () => {
    const html = render([
      {
        kind: 'supplier',
        id: 'S1',
        state: 'conflict',
        name: 'Bakkerij Jansen',
        number: 'L000012',
        exactCode: '77',
        message: 'Gewijzigd in Exact Online en hier sinds de laatste synchronisatie.',
        since: '2026-11-22T13:05:00.000Z',
      },
    ]);
    expect(html).toContain('href="/suppliers/S1?tab=financieel"');
    expect(html).toContain('Bakkerij Jansen');
    expect(html).toContain('Leverancier L000012 · Exact code 77');
    expect(html).toContain('Gewijzigd in Exact Online en hier sinds de laatste synchronisatie.');
    expect(html).toContain('22-11-2026 14:05');
  });

  it('says so when nothing needs attention', () => {
    expect(render([])).toContain('Geen fouten of conflicten');
  });
});
