import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { TextLink } from '../../../components/ui/text-link';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDuplicates, type DuplicateHit } from '../api/get-duplicates';
import { duplicateQueryOf } from '../lib/duplicate-query';
import { relationKindInfo } from '../lib/relation-kinds';

/** Waiting this long after typing stops keeps the check from running on every key. */
const CHECK_DELAY_MS = 400;

const fieldNames: Record<DuplicateHit['field'], string> = {
  kvk: 'hetzelfde KvK-nummer',
  vat: 'hetzelfde BTW-nummer',
  email: 'hetzelfde e-mailadres',
};

/**
 * Before saving: another lead, customer or supplier with the same KvK-nummer, BTW-nummer or
 * e-mail address. Only a warning; saving stays possible (a customer may also be a supplier).
 */
export function DuplicateWarning({
  excludeId,
  className,
}: {
  excludeId?: string | undefined;
  className?: string;
}) {
  const [kvkNumber, vatNumber, email] = useWatch({ name: ['kvkNumber', 'vatNumber', 'email'] });
  const query = useDebouncedValue(
    duplicateQueryOf({ kvkNumber, vatNumber, email }, excludeId),
    CHECK_DELAY_MS,
  );
  const { data: hits } = useDuplicates(query);
  if (!hits || hits.length === 0 || Object.keys(query).length === 0) return null;

  return (
    <div className={className}>
      <Alert variant="warning">
        <p className="font-semibold">Mogelijk bestaat dit bedrijf al</p>
        <ul className="mt-1 space-y-1">
          {hits.map((hit) => {
            const info = relationKindInfo[hit.kind];
            return (
              <li key={`${hit.kind}-${hit.id}-${hit.field}`}>
                De {info.one}{' '}
                <TextLink to={info.paths.detail.getHref(hit.id)} target="_blank" rel="noopener">
                  {hit.label}
                  {hit.number ? ` (${hit.number})` : ''}
                  <span className="sr-only"> (opent in een nieuw tabblad)</span>
                </TextLink>{' '}
                heeft {fieldNames[hit.field]}.
              </li>
            );
          })}
        </ul>
        <p className="mt-1">Je kunt toch opslaan als het om een ander bedrijf gaat.</p>
      </Alert>
    </div>
  );
}
