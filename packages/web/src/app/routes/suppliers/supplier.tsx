import { supplierCatalogue } from '@crm/core/suppliers/schema';
import { useParams } from 'react-router';
import { catalogueFacts } from '../../../components/fields/field-display';
import type { SupplierRecord } from '../../../features/relations/api/records';
import { exactStateFact } from '../../../features/relations/components/exact-sync-state';
import { financialTab } from '../../record-tabs/financial-tab';
import { detailLoader } from '../../relations/loaders';
import { RelationDetailPage } from '../../relations/relation-detail-page';

export const clientLoader = detailLoader('supplier');

const supplierFacts = (supplier: SupplierRecord) => [
  ...catalogueFacts(supplierCatalogue, ['number', 'status', 'category'], supplier),
  exactStateFact(supplier),
];

export function Component() {
  const { id = '' } = useParams();
  return (
    <RelationDetailPage
      kind="supplier"
      id={id}
      facts={supplierFacts}
      tabs={(detail, access) => financialTab('supplier', id, detail.financial, detail.exact, access)}
    />
  );
}
