import { customerCatalogue } from '@crm/core/customers/schema';
import { useParams } from 'react-router';
import { catalogueFacts, type DisplayContext } from '../../../components/fields/field-display';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import type { CustomerRecord } from '../../../features/relations/api/records';
import { exactStateFact } from '../../../features/relations/components/exact-sync-state';
import { financialTab } from '../../record-tabs/financial-tab';
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
  return (
    <RelationDetailPage
      kind="customer"
      id={id}
      facts={customerFacts}
      tabs={(detail, access) => financialTab('customer', id, detail.financial, detail.exact, access)}
    />
  );
}
