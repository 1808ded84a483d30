import type { ConditionVersion } from '@crm/core/contract-conditions/public';
import { formatDateTime } from '../../../lib/format-date';
import { TextDiffView } from './text-diff-view';

/**
 * Every text version of a condition, newest first, each with its text and, where an older one
 * exists, what changed against it.
 */
export function ConditionVersions({ versions }: { versions: readonly ConditionVersion[] }) {
  return (
    <ol className="space-y-4" aria-label="Versies">
      {versions.map((version, index) => {
        const before = versions[index + 1];
        return (
          <li key={version.textVersion}>
            <article
              aria-label={`Versie ${version.textVersion}`}
              className="space-y-3 rounded-md p-4 ring-1 ring-gray-200"
            >
              <header className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-sm font-semibold text-gray-900">Versie {version.textVersion}</h3>
                <p className="text-xs text-gray-600">
                  {formatDateTime(version.createdAt)} door {version.createdByName}
                </p>
              </header>
              <div>
                <p className="text-sm font-medium text-gray-900">{version.title}</p>
                <p className="mt-1 text-sm whitespace-pre-wrap text-gray-800">{version.text}</p>
              </div>
              <p className="font-mono text-xs break-all text-gray-500">SHA-256: {version.textHash}</p>
              {before && (
                <details className="rounded-md bg-gray-50 p-3" open={index === 0}>
                  <summary className="cursor-pointer text-sm font-medium text-gray-900">
                    Wijzigingen ten opzichte van versie {before.textVersion}
                  </summary>
                  <div className="mt-2 space-y-3">
                    <TextDiffView label="Titel" before={before.title} after={version.title} />
                    <TextDiffView label="Tekst" before={before.text} after={version.text} />
                  </div>
                </details>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
