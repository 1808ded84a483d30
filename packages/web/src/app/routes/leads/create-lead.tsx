import { useMemo } from 'react';
import { useUser } from '../../../features/auth/api/get-user';
import { LeadFields } from '../../../features/leads/components/lead-fields';
import { emptyLeadValues, leadFormConfig } from '../../../features/leads/lib/lead-form';
import { useStaff } from '../../../features/relations/api/get-staff';
import { formLoader } from '../../relations/loaders';
import { CreateRelationPage } from '../../relations/relation-form-page';

export const clientLoader = formLoader('lead');

export function Component() {
  const { data: staff = [] } = useStaff();
  const user = useUser();
  // A new lead is the maker's own unless they choose otherwise: without an Eigenaar it would fall
  // outside everyone's own view.
  const config = useMemo(
    () => ({ ...leadFormConfig, emptyValues: { ...emptyLeadValues, ownerId: user?.id ?? '' } }),
    [user?.id],
  );
  return <CreateRelationPage kind="lead" config={config} kindFields={<LeadFields staff={staff} />} />;
}
