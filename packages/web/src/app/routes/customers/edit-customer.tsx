import { useParams } from 'react-router';
import { CustomerFields } from '../../../features/customers/components/customer-fields';
import { customerFormConfig } from '../../../features/customers/lib/customer-form';
import { useStaff } from '../../../features/relations/api/get-staff';
import { formLoader } from '../../relations/loaders';
import { EditRelationPage } from '../../relations/relation-form-page';

export const clientLoader = formLoader('customer');

export function Component() {
  const { id = '' } = useParams();
  const { data: staff = [] } = useStaff();
  return (
    <EditRelationPage
      kind="customer"
      id={id}
      config={customerFormConfig}
      kindFields={<CustomerFields staff={staff} />}
    />
  );
}
