import { LeadFields } from '../../../features/leads/components/lead-fields';
import { leadFormConfig } from '../../../features/leads/lib/lead-form';
import { useStaff } from '../../../features/relations/api/get-staff';
import { formLoader } from '../../relations/loaders';
import { CreateRelationPage } from '../../relations/relation-form-page';

export const clientLoader = formLoader('lead');

export function Component() {
  const { data: staff = [] } = useStaff();
  return <CreateRelationPage kind="lead" config={leadFormConfig} kindFields={<LeadFields staff={staff} />} />;
}
