import type { RouteTab } from '../../components/ui/route-tabs';
import type { FileOwner } from '../../features/files/api/file-record';
import { FilesPanel } from '../../features/files/components/files-panel';

/** The Bestanden tab of a lead, customer, supplier or contract (`?tab=bestanden`): documents and images. */
export function filesTab(owner: FileOwner, canUpdate: boolean): RouteTab {
  return {
    id: 'bestanden',
    label: 'Bestanden',
    content: <FilesPanel owner={owner} canUpdate={canUpdate} />,
  };
}
