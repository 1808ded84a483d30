import { supplierColumns } from '../../../features/suppliers/components/supplier-columns';
import { listLoader } from '../../relations/loaders';
import { RelationListPage } from '../../relations/relation-list-page';

export const clientLoader = listLoader('supplier');

export function Component() {
  return (
    <RelationListPage
      kind="supplier"
      description="Bedrijven die leveren aan onze klanten."
      columns={supplierColumns}
    />
  );
}
