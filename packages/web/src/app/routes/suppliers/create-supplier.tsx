import { SupplierFields } from '../../../features/suppliers/components/supplier-fields';
import { supplierFormConfig } from '../../../features/suppliers/lib/supplier-form';
import { formLoader } from '../../relations/loaders';
import { CreateRelationPage } from '../../relations/relation-form-page';

export const clientLoader = formLoader('supplier');

export function Component() {
  return <CreateRelationPage kind="supplier" config={supplierFormConfig} kindFields={<SupplierFields />} />;
}
