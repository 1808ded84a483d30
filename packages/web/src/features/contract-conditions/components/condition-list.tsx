import { useState } from 'react';
import type { ConditionRecord } from '@crm/core/contract-conditions/public';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LOADING_TEXT } from '../../../components/ui/loading-screen';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useConditions } from '../api/get-conditions';
import { useMoveCondition } from '../api/move-condition';
import { neighbourMove } from '../lib/condition-order';
import { ConditionStatusBadge } from './condition-status-badge';

export const NO_CONDITIONS_TEXT = 'Nog geen voorwaarden.';

type ConditionListProps = {
  contractId: string;
  /** Whether the user may reorder (`contracts.update`). */
  canUpdate: boolean;
};

/**
 * A contract's conditions in their order: Titel, Status, versie and "afwijkend van type". Moving
 * one up or down is one write (the position route); the list shows the move at once.
 */
export function ConditionList({ contractId, canUpdate }: ConditionListProps) {
  const conditions = useConditions(contractId);
  const move = useMoveCondition(contractId);
  // Said to screen readers after a move: the button keeps focus, the place changed around it.
  const [announcement, setAnnouncement] = useState('');

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

  const moveOne = (condition: ConditionRecord, direction: 'up' | 'down') => {
    const target = neighbourMove(items, condition.id, direction);
    if (!target || move.isPending) return;
    const place = items.findIndex((item) => item.id === condition.id) + (direction === 'up' ? 0 : 2);
    setAnnouncement(`${condition.title} staat nu op plaats ${place}.`);
    move.mutate({ id: condition.id, afterId: target.afterId });
  };

  return (
    <div className="space-y-3">
      {move.isError && <Alert>{move.error.message}</Alert>}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ol
        aria-label="Voorwaarden"
        className="divide-y divide-gray-100 rounded-lg bg-white shadow-xs ring-1 ring-gray-200"
      >
        {items.map((condition, index) => (
          <li
            key={condition.id}
            className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 text-sm"
          >
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <span className="text-gray-500" aria-hidden="true">
                {index + 1}.
              </span>
              <TextLink to={paths.contracts.conditions.detail.getHref(contractId, condition.id)}>
                {condition.title}
              </TextLink>
              <ConditionStatusBadge status={condition.status} />
              <span className="text-gray-600">versie {condition.textVersion}</span>
              {condition.deviatesFromType && <Badge color="amber">afwijkend van type</Badge>}
            </div>
            {canUpdate && (
              <div className="flex gap-2">
                <Button
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => moveOne(condition, 'up')}
                  aria-label={`${condition.title} omhoog`}
                >
                  Omhoog
                </Button>
                <Button
                  variant="ghost"
                  disabled={index === items.length - 1}
                  onClick={() => moveOne(condition, 'down')}
                  aria-label={`${condition.title} omlaag`}
                >
                  Omlaag
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
