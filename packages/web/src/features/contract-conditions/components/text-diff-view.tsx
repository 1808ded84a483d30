import { useMemo } from 'react';
import { diffText, hasChanges } from '../lib/text-diff';

/**
 * What changed between two texts: removed words struck through in red, added words underlined in
 * green. `<del>` and `<ins>` carry the meaning for screen readers too.
 */
export function TextDiffView({ before, after, label }: { before: string; after: string; label: string }) {
  const parts = useMemo(() => diffText(before, after), [before, after]);
  if (!hasChanges(parts)) return <p className="text-sm text-gray-600">{label}: ongewijzigd.</p>;
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-gray-700">{label}</p>
      <p className="text-sm whitespace-pre-wrap text-gray-900" data-testid="text-diff">
        {parts.map((part, index) =>
          part.kind === 'same' ? (
            <span key={index}>{part.text}</span>
          ) : part.kind === 'removed' ? (
            <del key={index} className="bg-red-50 text-red-800" title="Verwijderd">
              {part.text}
            </del>
          ) : (
            <ins key={index} className="bg-green-50 text-green-800" title="Toegevoegd">
              {part.text}
            </ins>
          ),
        )}
      </p>
    </div>
  );
}
