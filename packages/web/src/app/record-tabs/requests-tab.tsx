import type { RouteTab } from '../../components/ui/route-tabs';
import { paths } from '../../config/paths';
import { SupplierRequests } from '../../features/supplier-requests/components/supplier-requests';
import type { ContactChoice } from '../../features/supplier-requests/components/create-request-dialog';

type Supplier = { id: string; name: string; contacts: readonly ContactChoice[] };

/** The Verzoeken tab of a supplier (`?tab=verzoeken`): its information requests, newest first. */
export function requestsTab(supplier: Supplier, canManage: boolean): RouteTab {
  return {
    id: 'verzoeken',
    label: 'Verzoeken',
    content: (
      <SupplierRequests
        supplierId={supplier.id}
        supplierName={supplier.name}
        contacts={supplier.contacts}
        canManage={canManage}
        detailHref={(requestId) => paths.supplierRequests.detail.getHref(supplier.id, requestId)}
      />
    ),
  };
}
