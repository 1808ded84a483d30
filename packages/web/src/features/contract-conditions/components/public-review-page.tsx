import type { PublicReview } from '@crm/core/contract-conditions/public';
import { NAME_MAX } from '@crm/core/contract-conditions/schema';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/format-date';
import { receiptUrl } from '../api/public-review';
import { DecisionForm, DecisionShown } from './decision-form';

export const ALL_DECIDED_MESSAGE =
  'Je hebt over alle voorwaarden beslist. Dank je wel! Je ontvangt een bevestiging met je beslissingen per e-mail; je kunt hem hier ook downloaden.';

/** A finished review: every decision, read-only, each text to read again, and the receipt. */
function FinishedReview({ token, review }: { token: string; review: PublicReview }) {
  return (
    <>
      <Alert variant="success">{ALL_DECIDED_MESSAGE}</Alert>
      <a href={receiptUrl(token)} download className={buttonClasses('primary', 'w-full sm:w-auto')}>
        Ontvangstbevestiging downloaden
      </a>
      <section aria-labelledby="decisions-title" className="space-y-4 border-t border-gray-200 pt-6">
        <h2 id="decisions-title" className="text-lg font-semibold text-gray-900">
          Je beslissingen
        </h2>
        <ol className="space-y-4">
          {review.conditions.map((condition) => (
            <li key={condition.conditionId} className="space-y-2">
              <h3 className="font-medium text-gray-900">{condition.title}</h3>
              {condition.decision ? (
                <DecisionShown decision={condition.decision} />
              ) : (
                <p className="text-sm text-gray-600">Niet beoordeeld: de tekst is intussen gewijzigd.</p>
              )}
              <details className="text-sm text-gray-800">
                <summary className="cursor-pointer text-primary-700">Tekst lezen</summary>
                <p className="mt-1 whitespace-pre-wrap">{condition.text}</p>
              </details>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

type PublicReviewPageProps = {
  token: string;
  review: PublicReview;
  conditionId: string;
  onOpen: (conditionId: string) => void;
  onLinkProblem: (message: string) => void;
};

/**
 * The conditions of one link, one at a time, the one in the path first; previous and next change
 * only the URL. The name is typed once and kept for the following decisions on this page.
 */
export function PublicReviewPage({
  token,
  review,
  conditionId,
  onOpen,
  onLinkProblem,
}: PublicReviewPageProps) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [lastDecided, setLastDecided] = useState<string>();
  const { conditions, contract } = review;
  const found = conditions.findIndex((condition) => condition.conditionId === conditionId);
  const index = Math.max(0, found);
  const condition = conditions[index];
  const finished = review.finishedAt !== null;
  const previous = conditions[index - 1];
  const next = conditions[index + 1];

  // After a decision the next open condition comes up, from the top of the page: on a phone the
  // buttons are far below the title, and nothing else would show that the page moved on.
  const moveOn = () => {
    if (!condition) return;
    setLastDecided(condition.title);
    const open = (shown: (typeof conditions)[number]) =>
      shown.conditionId !== condition.conditionId && shown.decision === null && !shown.changed;
    const following = [...conditions.slice(index + 1), ...conditions.slice(0, index)].find(open);
    if (following) onOpen(following.conditionId);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="space-y-6">
      <header className="space-y-1 text-sm text-gray-700">
        <h1 className="text-xl font-semibold tracking-tight text-gray-900">Voorwaarden beoordelen</h1>
        <p>
          <strong>{review.company}</strong> vraagt je de voorwaarden van dit contract te beoordelen.
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 pt-2">
          <dt className="text-gray-600">Contract</dt>
          <dd>
            {contract.number} · {contract.title}
          </dd>
          <dt className="text-gray-600">Klant</dt>
          <dd>{contract.customerName}</dd>
          <dt className="text-gray-600">Leverancier</dt>
          <dd>{contract.supplierName}</dd>
          <dt className="text-gray-600">Link geldig t/m</dt>
          <dd>{formatDate(review.expiresAt)}</dd>
        </dl>
      </header>

      {finished ? (
        <FinishedReview token={token} review={review} />
      ) : (
        <>
          {lastDecided && (
            <p role="status" className="text-sm text-green-800">
              Je beslissing over “{lastDecided}” is vastgelegd.
            </p>
          )}
          <TextField
            label="Je naam"
            isRequired
            autoComplete="name"
            maxLength={NAME_MAX}
            hint="Komt bij elke beslissing te staan; je vult hem één keer in."
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
          />
          {condition ? (
            <section aria-labelledby="condition-title" className="space-y-4 border-t border-gray-200 pt-6">
              <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">
                Voorwaarde {index + 1} van {conditions.length}
              </p>
              <h2 id="condition-title" className="text-lg font-semibold text-gray-900">
                {condition.title}
              </h2>
              <p className="text-sm whitespace-pre-wrap text-gray-800">{condition.text}</p>
              <DecisionForm
                key={condition.conditionId}
                token={token}
                condition={condition}
                name={name}
                onNameError={setNameError}
                onLinkProblem={onLinkProblem}
                onDecided={moveOn}
              />
            </section>
          ) : (
            <p className="text-sm text-gray-600">Deze link bevat geen voorwaarden.</p>
          )}
        </>
      )}

      {!finished && conditions.length > 1 && (
        <nav aria-label="Voorwaarden" className="flex justify-between gap-3 border-t border-gray-200 pt-4">
          <Button
            variant="ghost"
            disabled={!previous}
            onClick={() => previous && onOpen(previous.conditionId)}
          >
            ← Vorige
          </Button>
          <Button variant="ghost" disabled={!next} onClick={() => next && onOpen(next.conditionId)}>
            Volgende →
          </Button>
        </nav>
      )}
    </div>
  );
}
