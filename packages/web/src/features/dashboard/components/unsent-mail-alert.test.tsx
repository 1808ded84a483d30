import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OwedMail } from '../api/get-dashboard';
import { UnsentMailWarning } from './unsent-mail-alert';

const render = (items: OwedMail[]) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <UnsentMailWarning items={items} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const mail = (extra: Partial<OwedMail> = {}): OwedMail => ({
  id: '01KB000000000000000000000A',
  to: 'inkoop@klant.example',
  subject: 'Bevestiging',
  label: 'Ontvangstbevestiging voorwaarden, contract C000123',
  path: '/contracts/01KB',
  createdAt: '2026-11-20T05:00:00.000Z',
  attempts: 2,
  lastError: 'SES weigert',
  nextAttemptAt: '2026-11-20T05:15:00.000Z',
  ...extra,
});

describe('the unsent mail warning', () => {
  it('names each mail that failed, its record, since when, and offers to send it now', () => {
    const html = render([mail(), mail({ id: 'B', path: null, label: 'Beoordeling afgerond', attempts: 1 })]);
    expect(html).toContain('role="alert"');
    expect(html).toContain('2 e-mails konden nog niet worden verstuurd.');
    expect(html).toContain('href="/contracts/01KB"');
    expect(html).toContain('Ontvangstbevestiging voorwaarden, contract C000123</a> aan inkoop@klant.example');
    expect(html).toContain('Sinds 20-11-2026 06:00, 2× geprobeerd');
    expect(html.match(/Nu versturen/g)).toHaveLength(2);
  });

  it('says nothing of a mail not yet tried: its own change is still sending it', () => {
    expect(render([mail({ attempts: 0 })])).toBe('');
    expect(render([])).toBe('');
    expect(render([mail(), mail({ id: 'B', attempts: 0 })])).toContain('Eén e-mail kon nog niet');
  });
});
