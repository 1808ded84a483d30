import { contactName } from '@crm/core/contacts/schema';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { hasPermission, useUser } from '../../../features/auth/api/get-user';
import { ConvertLeadButton } from '../../../features/leads/components/convert-lead-button';
import { leadFacts } from '../../../features/leads/components/lead-facts';
import { SendOnboardingButton } from '../../../features/onboarding/components/send-onboarding-button';
import { useRelation } from '../../../lib/relations/get-relation';
import { onboardingTab } from '../../record-tabs/onboarding-tab';
import { detailLoader } from '../../relations/loaders';
import { RelationDetailPage } from '../../relations/relation-detail-page';

export const clientLoader = detailLoader('lead');

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // Converting makes a customer: it needs that permission too.
  const mayCreateCustomer = hasPermission(useUser(), 'customers.create');
  const contacts = useRelation('lead', id).data?.contacts ?? [];
  return (
    <RelationDetailPage
      kind="lead"
      id={id}
      facts={leadFacts}
      actions={(lead, access) =>
        access.update &&
        !lead.customerId && (
          <>
            <SendOnboardingButton
              kind="lead"
              targetId={id}
              contacts={contacts.map((contact) => ({
                id: contact.id,
                name: contactName(contact),
                email: contact.email,
              }))}
              onSent={(onboarding) => void navigate(paths.onboarding.getHref('lead', id, onboarding.id))}
            />
            {mayCreateCustomer && (
              <ConvertLeadButton
                lead={lead}
                onConverted={(customer) => void navigate(paths.customers.detail.getHref(customer.id))}
              />
            )}
          </>
        )
      }
      tabs={(detail) => [onboardingTab({ kind: 'lead', id, name: detail.record.companyName })]}
      notice={(lead) =>
        lead.customerId && (
          <div className="mb-6">
            <Alert variant="success">
              Deze lead is omgezet naar een klant.{' '}
              <TextLink to={paths.customers.detail.getHref(lead.customerId)}>Naar de klant</TextLink>
            </Alert>
          </div>
        )
      }
    />
  );
}
