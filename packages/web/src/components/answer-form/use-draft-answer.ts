import type { Catalogue } from '@crm/core/catalogue/field';
import { isValidDutchPostcode } from '@crm/core/nl/rules';
import { answerMessages, type DraftAnswer, type PublicField } from '@crm/core/staged/public';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';

/**
 * The outsider's answer as they type, shared by the supplier request's and the onboarding's
 * public pages (decisions 050 and 052): each field checked with its catalogue's own rule (the one
 * the API applies), the draft saved on the server 0.8 s after typing on the version the page
 * loaded, and a stale version (another device saved meanwhile) reloaded and saved again, so no
 * keystroke is lost.
 */
export const SAVE_DELAY_MS = 800;
export const SAVED_TEXT = 'Opgeslagen';
export const SAVING_TEXT = 'Bezig met opslaan…';
export const RELOADED_DRAFT_TEXT =
  'Je antwoord is intussen op een ander apparaat gewijzigd. We hebben het opnieuw geladen; wat je hier net invulde, staat er nog en wordt opgeslagen.';

export type AnswerErrors = Record<string, string[]>;
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export const answerText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The catalogue's own rule for a field, and a Dutch postcode's when the country is NL (as the API
 * checks a draft): a Dutch message or nothing.
 */
export function answerProblem(
  catalogue: Catalogue,
  key: string,
  value: string,
  values: Readonly<Record<string, string>> = {},
): string | undefined {
  const input = catalogue[key]?.input;
  if (!input) return undefined;
  const result = input.safeParse(value === '' ? undefined : value);
  if (!result.success) return result.error.issues[0]?.message;
  const country = values['organisation.country'] || 'NL';
  if (key === 'organisation.postcode' && value && country === 'NL' && !isValidDutchPostcode(value))
    return answerMessages.postcode;
  return undefined;
}

export interface DraftAnswerOptions {
  catalogue: Catalogue;
  fields: readonly PublicField[];
  version: number;
  save: (version: number, values: Record<string, unknown>) => Promise<DraftAnswer>;
  /** Reloads the page's data after a 409: its draft version and whether it is still open. */
  reload: () => Promise<{ version: number; open: boolean } | undefined>;
  /** A 410: the link stopped working meanwhile. */
  onLinkProblem: (message: string) => void;
}

export function useDraftAnswer({
  catalogue,
  fields,
  version: loaded,
  save,
  reload,
  onLinkProblem,
}: DraftAnswerOptions) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, answerText(field.value)])),
  );
  const [errors, setErrors] = useState<AnswerErrors>({});
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [notice, setNotice] = useState<string | null>(null);
  const version = useRef(loaded);
  const dirty = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(values);
  latest.current = values;

  useEffect(() => () => clearTimeout(timer.current), []);

  const linkProblem = (error: unknown) => {
    if (error instanceof ApiError && error.status === 410) {
      onLinkProblem(error.message);
      return true;
    }
    return false;
  };

  /** Saves the fields typed since the last save that pass their rule; a 409 reloads and retries once. */
  const saveNow = async (retry = true): Promise<void> => {
    const keys = [...dirty.current].filter(
      (key) => !answerProblem(catalogue, key, latest.current[key] ?? '', latest.current),
    );
    if (keys.length === 0) return;
    const payload = Object.fromEntries(keys.map((key) => [key, latest.current[key] ?? '']));
    keys.forEach((key) => dirty.current.delete(key));
    setSaveState('saving');
    try {
      const answer = await save(version.current, payload);
      version.current = answer.version;
      setSaveState(dirty.current.size ? 'saving' : 'saved');
    } catch (error) {
      keys.forEach((key) => dirty.current.add(key));
      if (linkProblem(error)) return;
      if (error instanceof ApiError && error.status === 409 && retry) {
        const fresh = await reload();
        if (fresh) {
          version.current = fresh.version;
          if (!fresh.open) return;
          setNotice(RELOADED_DRAFT_TEXT);
          return saveNow(false);
        }
      }
      setSaveState('failed');
      if (error instanceof ApiError) setErrors((now) => ({ ...now, ...(error.errors as AnswerErrors) }));
      if (error instanceof ApiError && Object.keys(error.errors).length === 0) setNotice(error.message);
    }
  };

  const change = (key: string, value: string) => {
    setValues((now) => ({ ...now, [key]: value }));
    const problem = answerProblem(catalogue, key, value, { ...latest.current, [key]: value });
    setErrors((now) => {
      const next = { ...now };
      if (problem) next[key] = [problem];
      else delete next[key];
      return next;
    });
    dirty.current.add(key);
    setSaveState('saving');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      saving.current = saving.current.then(() => saveNow());
    }, SAVE_DELAY_MS);
  };

  /** Before Indienen: the editable fields' own problems, else every pending save done. */
  const flush = async (): Promise<AnswerErrors | undefined> => {
    clearTimeout(timer.current);
    const live: AnswerErrors = {};
    for (const field of fields) {
      const problem = field.editable
        ? answerProblem(catalogue, field.key, values[field.key] ?? '', values)
        : undefined;
      if (problem) live[field.key] = [problem];
    }
    if (Object.keys(live).length) {
      setErrors(live);
      return live;
    }
    setNotice(null);
    saving.current = saving.current.then(() => saveNow());
    await saving.current;
    return undefined;
  };

  const [submitting, setSubmitting] = useState(false);

  /**
   * Indienen: the fields checked and the pending saves done, then `send` on the draft's version; a
   * 422 marks the fields, a 409 reloads and says why, a 410 shows the link's problem.
   */
  const submit = async (send: (version: number) => Promise<void>): Promise<void> => {
    if (await flush()) return;
    setSubmitting(true);
    try {
      await send(version.current);
    } catch (error) {
      if (linkProblem(error)) return;
      if (error instanceof ApiError && error.status === 422) setErrors(error.errors as AnswerErrors);
      else if (error instanceof ApiError && error.status === 409) {
        const fresh = await reload();
        if (fresh) version.current = fresh.version;
        setNotice(error.message);
      } else setNotice(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, saveState, notice, change, submit, submitting };
}
