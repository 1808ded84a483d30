import { contactName } from '@crm/core/contacts/schema';
import { customerCatalogue } from '@crm/core/customers/schema';
import { useNavigate, useParams } from 'react-router';
import { catalogueFacts, type DisplayContext } from '../../../components/fields/field-display';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import type { CustomerRecord } from '../../../features/relations/api/records';
import { SendOnboardingButton } from '../../../features/onboarding/components/send-onboarding-button';
import { exactStateFact } from '../../../features/relations/components/exact-sync-state';
import { useRelation } from '../../../lib/relations/get-relation';
import { financialTab } from '../../record-tabs/financial-tab';
import { onboardingTab } from '../../record-tabs/onboarding-tab';
import { detailLoader } from '../../relations/loaders';
import { RelationDetailPage } from '../../relations/relation-detail-page';

export const clientLoader = detailLoader('customer');

const customerFacts = (customer: CustomerRecord, context: DisplayContext) => [
  ...catalogueFacts(customerCatalogue, ['number', 'status', 'ownerId'], customer, context),
  exactStateFact(customer),
  ...(customer.leadId
    ? [
        {
          label: 'Afkomstig van',
          value: <TextLink to={paths.leads.detail.getHref(customer.leadId)}>de lead</TextLink>,
        },
      ]
    : []),
];

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const contacts = useRelation('customer', id).data?.contacts ?? [];
  return (
    <RelationDetailPage
      kind="customer"
      id={id}
      facts={customerFacts}
      actions={(_, access) =>
        access.update && (
          <SendOnboardingButton
            kind="customer"
            targetId={id}
            contacts={contacts.map((contact) => ({
              id: contact.id,
              name: contactName(contact),
              email: contact.email,
            }))}
            onSent={(onboarding) => void navigate(paths.onboarding.getHref('customer', id, onboarding.id))}
          />
        )
      }
      tabs={(detail, access) => [
        ...financialTab('customer', id, detail.financial, detail.exact, access),
        onboardingTab({ kind: 'customer', id, name: detail.record.companyName }),
      ]}
    />
  );
}
