import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicOnboarding } from '@crm/core/onboarding/public';
import { PublicOnboardingPage } from './public-onboarding-page';

const onboarding: PublicOnboarding = {
  companyName: 'Relatiebeheer BV',
  targetKind: 'customer',
  targetName: 'Bakkerij Jansen',
  contactName: 'Olga Jansen',
  status: 'verstuurd',
  open: true,
  version: 2,
  fields: [
    {
      key: 'organisation.companyName',
      label: 'Bedrijfsnaam',
      required: true,
      critical: false,
      value: 'Bakkerij Jansen',
      editable: true,
    },
    {
      key: 'contact.firstName',
      label: 'Voornaam (contactpersoon)',
      required: false,
      critical: false,
      value: 'Olga',
      editable: true,
    },
    {
      key: 'financial.iban',
      label: 'IBAN',
      required: false,
      critical: true,
      value: 'NL91ABNA0417164300',
      editable: true,
    },
  ],
};

function render(shown: PublicOnboarding) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <PublicOnboardingPage
        token="token"
        kind="customer"
        onboarding={shown}
        onLinkProblem={() => undefined}
      />
    </QueryClientProvider>,
  );
}

describe('the onboarding form', () => {
  it('shows what is known in its sections, the critical field marked, and Indienen', () => {
    const html = render(onboarding);
    expect(html).toContain('value="Bakkerij Jansen"');
    expect(html).toContain('value="Olga"');
    expect(html).toContain('IBAN (wordt telefonisch bevestigd)');
    for (const section of ['Organisatie', 'Contactpersoon', 'Financieel']) expect(html).toContain(section);
    expect(html).toContain('Indienen');
  });

  it('after submission is a read-only thank-you', () => {
    const html = render({
      ...onboarding,
      status: 'ingediend',
      open: false,
      submittedAt: '2026-11-27T10:00:00Z',
    });
    expect(html).toContain('Bedankt!');
    expect(html).not.toContain('Indienen');
    expect(html).not.toContain('<input');
  });
});
