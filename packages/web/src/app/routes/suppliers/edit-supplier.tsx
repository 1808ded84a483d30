import { useParams } from 'react-router';
import { SupplierFields } from '../../../features/suppliers/components/supplier-fields';
import { supplierFormConfig } from '../../../features/suppliers/lib/supplier-form';
import { formLoader } from '../../relations/loaders';
import { EditRelationPage } from '../../relations/relation-form-page';

export const clientLoader = formLoader('supplier');

export function Component() {
  const { id = '' } = useParams();
  return (
    <EditRelationPage kind="supplier" id={id} config={supplierFormConfig} kindFields={<SupplierFields />} />
  );
}
