import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicRequest } from '@crm/core/supplier-requests/public';
import { PublicRequestPage } from './public-request-page';

const request: PublicRequest = {
  companyName: 'Relatiebeheer BV',
  supplierName: 'Bakkerij Jansen',
  supplierId: 'supplier-1',
  contactName: 'Eva Visser',
  status: 'verstuurd',
  open: true,
  version: 3,
  fields: [
    {
      key: 'organisation.phone',
      label: 'Telefoon',
      required: false,
      critical: false,
      value: '020 123 4567',
      editable: true,
    },
    {
      key: 'financial.iban',
      label: 'IBAN',
      required: true,
      critical: true,
      value: 'NL91ABNA0417164300',
      editable: true,
    },
  ],
  documents: [
    { category: 'kvk-uittreksel', label: 'KvK-uittreksel', required: true, validUntil: true, editable: true },
  ],
  uploaded: [],
};

function render(shown: PublicRequest) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <PublicRequestPage token="token" request={shown} onLinkProblem={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the supplier’s page', () => {
  it('shows the asked fields prefilled, the critical one marked, documents with Geldig tot, Indienen', () => {
    const html = render(request);
    expect(html).toContain('value="020 123 4567"');
    expect(html).toContain('IBAN (wordt telefonisch bevestigd)');
    expect(html).toContain('Geldig tot');
    expect(html).toContain('Indienen');
  });

  it('after Teruggestuurd shows staff’s comment and only the named fields editable', () => {
    const html = render({
      ...request,
      status: 'teruggestuurd',
      returnComment: 'Het IBAN klopt niet.',
      fields: request.fields.map((field) => ({ ...field, editable: field.key === 'financial.iban' })),
      documents: request.documents.map((document) => ({ ...document, editable: false })),
    });
    expect(html).toContain('Het IBAN klopt niet.');
    expect(html.match(/ disabled=""/g)).toHaveLength(1);
    expect(html).not.toContain('Uploaden');
  });

  it('after submission is a read-only thank-you', () => {
    const html = render({
      ...request,
      status: 'ingediend',
      open: false,
      submittedAt: '2026-11-27T10:00:00Z',
    });
    expect(html).toContain('Bedankt!');
    expect(html).not.toContain('Indienen');
    expect(html).not.toContain('<input');
  });
});
