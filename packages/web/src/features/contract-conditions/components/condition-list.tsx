import { SortableList } from '../../../components/sortable/sortable-list';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { LOADING_TEXT } from '../../../components/ui/loading-screen';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useConditions } from '../api/get-conditions';
import { useReviews } from '../api/get-reviews';
import { AFTER_REJECTION, lastRejection } from '../lib/rejection';
import { useMoveCondition } from '../api/move-condition';
import { ConditionStatusBadge } from './condition-status-badge';

export const NO_CONDITIONS_TEXT = 'Nog geen voorwaarden.';

type ConditionListProps = {
  contractId: string;
  /** Whether the user may reorder (`contracts.update`). */
  canUpdate: boolean;
};

/** Why a condition was rejected (the outsider's comment) and what to do next. */
function RejectionNote({ rejection }: { rejection: ReturnType<typeof lastRejection> }) {
  return (
    <p className="w-full text-gray-700" data-testid="rejection">
      {rejection && (
        <>
          Afgewezen door {rejection.name}: “{rejection.comment}”.{' '}
        </>
      )}
      {AFTER_REJECTION}
    </p>
  );
}

/**
 * A contract's conditions in their order: Titel, Status, versie and "afwijkend van type". A
 * condition is moved by dragging its grip or from the keyboard (the shared SortableList, decision
 * 029); each drop is one write (the position route), shown at once.
 */
export function ConditionList({ contractId, canUpdate }: ConditionListProps) {
  const conditions = useConditions(contractId);
  // The reviews hold each decision's comment: a rejected condition shows why, and what now.
  const reviews = useReviews(contractId);
  const move = useMoveCondition(contractId);

  if (conditions.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
        <Spinner className="size-4" /> {LOADING_TEXT}
      </p>
    );
  }
  if (conditions.isError) {
    return (
      <Alert>
        {conditions.error.message}{' '}
        <button type="button" className="font-medium underline" onClick={() => void conditions.refetch()}>
          Opnieuw proberen
        </button>
      </Alert>
    );
  }
  const items = conditions.data;
  if (items.length === 0) {
    return (
      <p className="rounded-lg bg-white p-6 text-sm text-gray-600 shadow-xs ring-1 ring-gray-200">
        {NO_CONDITIONS_TEXT}
      </p>
    );
  }

  return (
    <div className="space-y-3">
      {move.isError && <Alert>{move.error.message}</Alert>}
      <SortableList
        items={items}
        label="Voorwaarden"
        nameOf={(condition) => condition.title}
        noun={{ the: 'de voorwaarde', it: 'haar' }}
        disabled={!canUpdate}
        onMove={(landing) => move.mutateAsync({ id: landing.id, afterId: landing.afterId })}
        renderItem={(condition) => (
          <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
            <TextLink to={paths.contracts.conditions.detail.getHref(contractId, condition.id)}>
              {condition.title}
            </TextLink>
            <ConditionStatusBadge status={condition.status} />
            <span className="text-gray-600">versie {condition.textVersion}</span>
            {condition.deviatesFromType && <Badge color="amber">afwijkend van type</Badge>}
            {condition.status === 'afgewezen' && (
              <RejectionNote rejection={lastRejection(reviews.data ?? [], condition)} />
            )}
          </div>
        )}
      />
    </div>
  );
}
