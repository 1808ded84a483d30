import { useQueryClient } from '@tanstack/react-query';
import { fileProblem, typeFromName, type FileCategory } from '@crm/core/files/schema';
import { stagedCatalogues } from '@crm/core/staged/catalogue';
import type { PublicDocument, PublicField, PublicRequest } from '@crm/core/supplier-requests/public';
import { useEffect, useRef, useState } from 'react';
import { displayValue } from '../../../components/fields/field-display';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import {
  publicRequestKey,
  saveDraft,
  submitAnswer,
  uploadDocument,
  type RequestCheck,
} from '../api/public-request';

/** How long the page waits after a keystroke before it saves the draft. */
const SAVE_DELAY_MS = 800;
export const SAVED_TEXT = 'Opgeslagen';
export const SAVING_TEXT = 'Bezig met opslaan…';
export const RELOADED_DRAFT_TEXT =
  'Je antwoord is intussen op een ander apparaat gewijzigd. We hebben het opnieuw geladen; wat je hier net invulde, staat er nog en wordt opgeslagen.';

type Errors = Record<string, string[]>;
type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const catalogue = stagedCatalogues.supplier;
const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The catalogue's own rule for a field, the one the API applies: a Dutch message or nothing. */
function problemOf(key: string, value: string): string | undefined {
  const input = catalogue[key]?.input;
  if (!input) return undefined;
  const result = input.safeParse(value === '' ? undefined : value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: PublicField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const def = catalogue[field.key];
  const label = field.critical ? `${field.label} (wordt telefonisch bevestigd)` : field.label;
  if (def?.options) {
    return (
      <SelectField
        label={label}
        isRequired={field.required}
        disabled={!field.editable}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: '', label: 'Kies…' },
          ...Object.entries(def.options).map(([option, text]) => ({ value: option, label: text })),
        ]}
      />
    );
  }
  return (
    <TextField
      label={label}
      isRequired={field.required}
      disabled={!field.editable}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function DocumentUpload({
  token,
  request,
  document,
  error,
  onUploaded,
}: {
  token: string;
  request: PublicRequest;
  document: PublicDocument;
  error: string | undefined;
  onUploaded: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [validUntil, setValidUntil] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputId = `document-${document.category}`;
  const uploaded = request.uploaded.filter((upload) => upload.category === document.category);
  const upload = async () => {
    if (!file) return setProblem('Kies eerst een bestand.');
    const contentType = file.type || typeFromName('document', file.name);
    const local = fileProblem('document', { size: file.size, contentType });
    if (local) return setProblem(local.message);
    if (document.validUntil && !validUntil) return setProblem('Vul Geldig tot in.');
    setBusy(true);
    setProblem(undefined);
    try {
      await uploadDocument(token, {
        supplierId: request.supplierId,
        file,
        contentType,
        category: document.category as FileCategory,
        validUntil,
      });
      setFile(null);
      setValidUntil('');
      onUploaded();
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setProblem(Object.values(apiError?.errors ?? {})[0]?.[0] ?? apiError?.message ?? String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3 rounded-md border border-gray-200 p-4">
      <p className="text-sm font-medium text-gray-900">
        {document.label}
        {document.required && <span className="text-red-700"> *</span>}
      </p>
      {uploaded.length > 0 && (
        <ul className="space-y-1 text-sm text-gray-700">
          {uploaded.map((item) => (
            <li key={item.id} className="break-all">
              {item.name}
              {item.validUntil ? ` · geldig tot ${formatDate(item.validUntil)}` : ''}
            </li>
          ))}
        </ul>
      )}
      {document.editable && (
        <>
          <div className="space-y-1.5">
            <label htmlFor={inputId} className="block text-sm font-medium text-gray-900">
              Bestand
            </label>
            <input
              id={inputId}
              type="file"
              accept=".pdf,.png,.jpg,.jpeg,.docx,.doc"
              className="block min-h-11 w-full text-sm text-gray-900 sm:min-h-0"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          {document.validUntil && (
            <DateField label="Geldig tot" isRequired value={validUntil} onChange={setValidUntil} />
          )}
          <Button variant="ghost" onClick={() => void upload()} isLoading={busy}>
            Uploaden
          </Button>
        </>
      )}
      {(problem ?? error) && <p className="text-sm text-red-700">{problem ?? error}</p>}
    </div>
  );
}

/** After submission: what was sent, nothing to change. */
function ThankYou({ request }: { request: PublicRequest }) {
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-gray-900">Bedankt!</h1>
      <p className="text-sm text-gray-700">
        {request.status === 'goedgekeurd'
          ? `Je antwoord voor ${request.supplierName} is verwerkt.`
          : `Je antwoord voor ${request.supplierName} is ingediend${request.submittedAt ? ` op ${formatDateTime(request.submittedAt)}` : ''}. Een collega van ${request.companyName} controleert het; je hoeft niets meer te doen.`}
      </p>
      <dl className="space-y-2 text-sm">
        {request.fields.map((field) => (
          <div key={field.key}>
            <dt className="font-medium text-gray-900">{field.label}</dt>
            <dd className="break-words text-gray-700">
              {field.value === null || field.value === ''
                ? '—'
                : catalogue[field.key]
                  ? displayValue(catalogue[field.key]!, field.value)
                  : textOf(field.value)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The supplier's answer (decision 050): the asked fields prefilled and checked as they type with
 * the catalogue's rules, the draft saved as they go, documents with Geldig tot, and Indienen.
 */
export function PublicRequestPage({
  token,
  request,
  onLinkProblem,
}: {
  token: string;
  request: PublicRequest;
  onLinkProblem: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(request.fields.map((field) => [field.key, textOf(field.value)])),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const version = useRef(request.version);
  const dirty = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(values);
  latest.current = values;

  useEffect(() => () => clearTimeout(timer.current), []);

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: publicRequestKey(token) });
    return queryClient.getQueryData<RequestCheck>(publicRequestKey(token));
  };

  const handleLinkError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 410) {
      onLinkProblem(error.message);
      return true;
    }
    return false;
  };

  /** Saves the fields typed since the last save that pass their rule; a 409 reloads and retries once. */
  const save = async (retry = true): Promise<void> => {
    const keys = [...dirty.current].filter((key) => !problemOf(key, latest.current[key] ?? ''));
    if (keys.length === 0) return;
    const payload = Object.fromEntries(keys.map((key) => [key, latest.current[key] ?? '']));
    keys.forEach((key) => dirty.current.delete(key));
    setSaveState('saving');
    try {
      const answer = await saveDraft(token, version.current, payload);
      version.current = answer.version;
      setSaveState(dirty.current.size ? 'saving' : 'saved');
    } catch (error) {
      keys.forEach((key) => dirty.current.add(key));
      if (handleLinkError(error)) return;
      if (error instanceof ApiError && error.status === 409 && retry) {
        const check = await reload();
        if (check?.status === 'valid') {
          version.current = check.request.version;
          if (!check.request.open) return;
          setNotice(RELOADED_DRAFT_TEXT);
          return save(false);
        }
      }
      setSaveState('failed');
      if (error instanceof ApiError) setErrors((now) => ({ ...now, ...(error.errors as Errors) }));
      if (error instanceof ApiError && Object.keys(error.errors).length === 0) setNotice(error.message);
    }
  };

  const queueSave = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      saving.current = saving.current.then(() => save());
    }, SAVE_DELAY_MS);
  };

  const change = (key: string, value: string) => {
    setValues((now) => ({ ...now, [key]: value }));
    const problem = problemOf(key, value);
    setErrors((now) => {
      const next = { ...now };
      if (problem) next[key] = [problem];
      else delete next[key];
      return next;
    });
    dirty.current.add(key);
    setSaveState('saving');
    queueSave();
  };

  const submit = async () => {
    clearTimeout(timer.current);
    const live: Errors = {};
    for (const field of request.fields) {
      const problem = field.editable ? problemOf(field.key, values[field.key] ?? '') : undefined;
      if (problem) live[field.key] = [problem];
    }
    if (Object.keys(live).length) return setErrors(live);
    setSubmitting(true);
    setNotice(null);
    try {
      saving.current = saving.current.then(() => save());
      await saving.current;
      const answer = await submitAnswer(token, version.current);
      const next: RequestCheck = { status: 'valid', request: answer };
      queryClient.setQueryData(publicRequestKey(token), () => next);
    } catch (error) {
      if (handleLinkError(error)) return;
      if (error instanceof ApiError && error.status === 422) setErrors(error.errors as Errors);
      else if (error instanceof ApiError && error.status === 409) {
        const check = await reload();
        if (check?.status === 'valid') version.current = check.request.version;
        setNotice(error.message);
      } else setNotice(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  };

  if (!request.open || request.status === 'ingediend' || request.status === 'goedgekeurd')
    return <ThankYou request={request} />;

  const problems = Object.keys(errors).length;
  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-2">
        <h1 className="text-lg font-semibold text-gray-900">Gegevens van {request.supplierName}</h1>
        <p className="text-sm text-gray-700">
          {request.companyName} vraagt je deze gegevens te controleren en waar nodig aan te vullen. Wat je
          invult, wordt bewaard terwijl je typt; je kunt later verder via dezelfde link.
        </p>
        {request.intro && <p className="text-sm whitespace-pre-line text-gray-700">{request.intro}</p>}
      </div>
      {request.returnComment && (
        <Alert variant="warning">
          <p className="font-medium">Toelichting van {request.companyName}</p>
          <p className="whitespace-pre-line">{request.returnComment}</p>
        </Alert>
      )}
      {notice && <Alert variant="warning">{notice}</Alert>}
      {request.fields.length > 0 && (
        <fieldset className="space-y-4">
          <legend className="sr-only">Gegevens</legend>
          {request.fields.map((field) => (
            <FieldInput
              key={field.key}
              field={field}
              value={values[field.key] ?? ''}
              error={errors[field.key]?.[0]}
              onChange={(value) => change(field.key, value)}
            />
          ))}
          <p role="status" className="text-sm text-gray-600">
            {saveState === 'saving' ? SAVING_TEXT : saveState === 'saved' ? SAVED_TEXT : ''}
          </p>
        </fieldset>
      )}
      {request.documents.length > 0 && (
        <section className="space-y-3" aria-labelledby="documents-title">
          <h2 id="documents-title" className="text-base font-semibold text-gray-900">
            Documenten
          </h2>
          {request.documents.map((document) => (
            <DocumentUpload
              key={document.category}
              token={token}
              request={request}
              document={document}
              error={errors[`documents.${document.category}`]?.[0]}
              onUploaded={() => void reload()}
            />
          ))}
        </section>
      )}
      {problems > 0 && <Alert>Controleer de gemarkeerde velden.</Alert>}
      <Button type="submit" isLoading={submitting} className="w-full sm:w-auto">
        Indienen
      </Button>
    </form>
  );
}
