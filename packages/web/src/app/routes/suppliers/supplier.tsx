import { contactName } from '@crm/core/contacts/schema';
import { supplierCatalogue } from '@crm/core/suppliers/schema';
import { useParams } from 'react-router';
import { catalogueFacts } from '../../../components/fields/field-display';
import { hasPermission, useUser } from '../../../features/auth/api/get-user';
import type { SupplierRecord } from '../../../features/relations/api/records';
import { exactStateFact } from '../../../features/relations/components/exact-sync-state';
import { financialTab } from '../../record-tabs/financial-tab';
import { requestsTab } from '../../record-tabs/requests-tab';
import { detailLoader } from '../../relations/loaders';
import { RelationDetailPage } from '../../relations/relation-detail-page';

export const clientLoader = detailLoader('supplier');

const supplierFacts = (supplier: SupplierRecord) => [
  ...catalogueFacts(supplierCatalogue, ['number', 'status', 'category'], supplier),
  exactStateFact(supplier),
];

export function Component() {
  const { id = '' } = useParams();
  const user = useUser();
  // Seeing a supplier's requests needs supplier_requests.manage besides suppliers.view (decision 047).
  const mayRequest = hasPermission(user, 'supplier_requests.manage');
  return (
    <RelationDetailPage
      kind="supplier"
      id={id}
      facts={supplierFacts}
      tabs={(detail, access) => [
        ...financialTab('supplier', id, detail.financial, detail.exact, access),
        ...(mayRequest
          ? [
              requestsTab(
                {
                  id,
                  name: detail.record.companyName,
                  contacts: detail.contacts.map((contact) => ({
                    id: contact.id,
                    name: contactName(contact),
                    email: contact.email,
                  })),
                },
                true,
              ),
            ]
          : []),
      ]}
    />
  );
}
