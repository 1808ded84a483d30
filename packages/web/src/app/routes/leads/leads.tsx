import { useSearchParams } from 'react-router';
import { LeadBoard } from '../../../features/leads/components/lead-board';
import { leadColumns } from '../../../features/leads/components/lead-columns';
import { ViewSwitch } from '../../../features/leads/components/view-switch';
import { BOARD_PARAM, BOARD_VALUE, listLoader } from '../../relations/loaders';
import { RelationListPage } from '../../relations/relation-list-page';
import { useRelationAccess } from '../../relations/use-relation-access';

export const clientLoader = listLoader('lead');

/** `/leads`: the list, or with `?weergave=bord` the board with a column per status. */
export function Component() {
  const [searchParams] = useSearchParams();
  const access = useRelationAccess('lead');
  const isBoard = searchParams.get(BOARD_PARAM) === BOARD_VALUE;
  return (
    <RelationListPage
      kind="lead"
      description="Bedrijven die misschien klant worden."
      columns={leadColumns}
      headerExtra={<ViewSwitch param={BOARD_PARAM} boardValue={BOARD_VALUE} />}
      board={
        isBoard
          ? (filters, staff) => <LeadBoard filters={filters} staff={staff} canMove={access.update} />
          : undefined
      }
    />
  );
}
