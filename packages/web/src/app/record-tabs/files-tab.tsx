import type { RouteTab } from '../../components/ui/route-tabs';
import { FilesPanel } from '../../features/files/components/files-panel';
import type { RelationKind } from '../../features/relations/lib/relation-kinds';
import type { RelationAccess } from './use-relation-access';

/** The Bestanden tab of a lead, customer or supplier (`?tab=bestanden`): documents and images. */
export function filesTab(kind: RelationKind, id: string, access: RelationAccess): RouteTab {
  return {
    id: 'bestanden',
    label: 'Bestanden',
    content: <FilesPanel owner={{ kind, id }} canUpdate={access.update} />,
  };
}
