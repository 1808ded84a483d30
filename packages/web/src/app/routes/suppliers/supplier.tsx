import { supplierCatalogue as fields } from '@crm/core/suppliers/schema';
import { useParams } from 'react-router';
import type { SupplierRecord } from '../../../features/relations/api/records';
import { statusLabel } from '../../../features/relations/lib/relation-kinds';
import { financialTab } from '../../relations/financial-tab';
import { detailLoader } from '../../relations/loaders';
import { RelationDetailPage } from '../../relations/relation-detail-page';

export const clientLoader = detailLoader('supplier');

const supplierFacts = (supplier: SupplierRecord) => [
  { label: fields.number.label, value: supplier.number },
  { label: fields.status.label, value: statusLabel('supplier', supplier.status) },
  { label: fields.category.label, value: supplier.category },
];

export function Component() {
  const { id = '' } = useParams();
  return (
    <RelationDetailPage
      kind="supplier"
      id={id}
      facts={supplierFacts}
      tabs={(detail, access) => financialTab('supplier', id, detail.financial, access)}
    />
  );
}
