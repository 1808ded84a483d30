import { CustomerFields } from '../../../features/customers/components/customer-fields';
import { customerFormConfig } from '../../../features/customers/lib/customer-form';
import { useStaff } from '../../../features/relations/api/get-staff';
import { formLoader } from '../../relations/loaders';
import { CreateRelationPage } from '../../relations/relation-form-page';

export const clientLoader = formLoader('customer');

export function Component() {
  const { data: staff = [] } = useStaff();
  return (
    <CreateRelationPage
      kind="customer"
      config={customerFormConfig}
      kindFields={<CustomerFields staff={staff} />}
    />
  );
}
