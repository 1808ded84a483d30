import { useParams } from 'react-router';
import { LeadFields } from '../../../features/leads/components/lead-fields';
import { leadFormConfig } from '../../../features/leads/lib/lead-form';
import { useStaff } from '../../../features/relations/api/get-staff';
import { formLoader } from '../../relations/loaders';
import { EditRelationPage } from '../../relations/relation-form-page';

export const clientLoader = formLoader('lead');

export function Component() {
  const { id = '' } = useParams();
  const { data: staff = [] } = useStaff();
  return (
    <EditRelationPage kind="lead" id={id} config={leadFormConfig} kindFields={<LeadFields staff={staff} />} />
  );
}
