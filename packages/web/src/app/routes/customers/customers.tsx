import { customerColumns } from '../../../features/customers/components/customer-columns';
import { listLoader } from '../../relations/loaders';
import { RelationListPage } from '../../relations/relation-list-page';

export const clientLoader = listLoader('customer');

export function Component() {
  return (
    <RelationListPage kind="customer" description="Bedrijven waarvoor we werken." columns={customerColumns} />
  );
}
