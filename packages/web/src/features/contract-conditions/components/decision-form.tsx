import type { PublicCondition } from '@crm/core/contract-conditions/public';
import {
  COMMENT_MAX,
  conditionDecisionLabels,
  conditionMessages,
  decisionInputSchema,
  type ConditionDecision,
} from '@crm/core/contract-conditions/schema';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useDecide } from '../api/public-review';

export const CHANGED_MESSAGE = 'Er komt een nieuwe versie van deze voorwaarde naar je toe.';

type DecisionFormProps = {
  token: string;
  condition: PublicCondition;
  /** The name typed once for the page. */
  name: string;
  onNameError: (message: string | undefined) => void;
  onLinkProblem: (message: string) => void;
  /** The decision is stored: the page moves on to the next open condition. */
  onDecided?: () => void;
};

/** A decision as it was stored: who decided what, when, and why. */
export function DecisionShown({ decision }: { decision: NonNullable<PublicCondition['decision']> }) {
  return (
    <Alert variant={decision.decision === 'accepted' ? 'success' : 'warning'}>
      <p className="font-semibold">
        {conditionDecisionLabels[decision.decision]} door {decision.name} op {formatDateTime(decision.at)}
      </p>
      {decision.comment && <p className="mt-1 whitespace-pre-wrap">{decision.comment}</p>}
    </Alert>
  );
}

/**
 * Accepteren or Afwijzen of one condition, with an optional comment (required to reject: the
 * schema says so). A decided condition shows its decision; a changed one says a new version comes.
 */
export function DecisionForm({
  token,
  condition,
  name,
  onNameError,
  onLinkProblem,
  onDecided,
}: DecisionFormProps) {
  const decide = useDecide(token);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string>();
  const [changed, setChanged] = useState(false);

  if (condition.decision) return <DecisionShown decision={condition.decision} />;
  if (condition.changed || changed) {
    return <Alert variant="warning">{CHANGED_MESSAGE}</Alert>;
  }

  const submit = (decision: ConditionDecision) => {
    const input = {
      conditionId: condition.conditionId,
      textHash: condition.textHash,
      decision,
      comment,
      name,
    };
    // The API's own rule first, so the messages are the ones it would give.
    const check = decisionInputSchema.safeParse(input);
    if (!check.success) {
      const messageOf = (field: string) =>
        check.error.issues.find((issue) => issue.path[0] === field)?.message;
      onNameError(messageOf('name'));
      setCommentError(messageOf('comment'));
      return;
    }
    setCommentError(undefined);
    decide.mutate(check.data, {
      onSuccess: () => onDecided?.(),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        if (error.status === 410) onLinkProblem(error.message);
        else if (error.status === 409 && error.message === conditionMessages.textChanged) setChanged(true);
        else if (error.status === 422) {
          onNameError(error.errors.name?.[0]);
          setCommentError(error.errors.comment?.[0]);
        }
      },
    });
  };

  // Field messages sit under their fields; anything else (busy link, throttled, …) above the buttons.
  const fieldRefusal =
    decide.error instanceof ApiError &&
    decide.error.status === 422 &&
    (decide.error.errors.name !== undefined || decide.error.errors.comment !== undefined);
  const refused = decide.error && !fieldRefusal ? decide.error : null;
  return (
    <div className="space-y-4">
      {refused && <Alert>{refused.message}</Alert>}
      <TextareaField
        label="Toelichting"
        hint="Verplicht als je afwijst."
        rows={3}
        maxLength={COMMENT_MAX}
        value={comment}
        error={commentError}
        onChange={(event) => {
          setComment(event.target.value);
          setCommentError(undefined);
        }}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="danger-outline"
          isLoading={decide.isPending && decide.variables.decision === 'rejected'}
          disabled={decide.isPending}
          onClick={() => submit('rejected')}
        >
          Afwijzen
        </Button>
        <Button
          isLoading={decide.isPending && decide.variables.decision === 'accepted'}
          disabled={decide.isPending}
          onClick={() => submit('accepted')}
        >
          Accepteren
        </Button>
      </div>
    </div>
  );
}
