import { useQueryClient } from '@tanstack/react-query';
import { fileProblem, typeFromName, type FileCategory } from '@crm/core/files/schema';
import { stagedCatalogues } from '@crm/core/staged/catalogue';
import type { PublicDocument, PublicRequest } from '@crm/core/supplier-requests/public';
import { useState } from 'react';
import { AnswerFields, AnswerSummary } from '../../../components/answer-form/answer-fields';
import { useDraftAnswer } from '../../../components/answer-form/use-draft-answer';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import {
  publicRequestKey,
  saveDraft,
  submitAnswer,
  uploadDocument,
  type RequestCheck,
} from '../api/public-request';

const catalogue = stagedCatalogues.supplier;

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
      <AnswerSummary catalogue={catalogue} fields={request.fields} />
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

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: publicRequestKey(token) });
    return queryClient.getQueryData<RequestCheck>(publicRequestKey(token));
  };
  const draft = useDraftAnswer({
    catalogue,
    fields: request.fields,
    version: request.version,
    save: (version, values) => saveDraft(token, version, values),
    reload: async () => {
      const check = await reload();
      return check?.status === 'valid' ? check.request : undefined;
    },
    onLinkProblem,
  });
  const { errors, notice } = draft;

  const submit = () =>
    draft.submit(async (version) => {
      const answer = await submitAnswer(token, version);
      const next: RequestCheck = { status: 'valid', request: answer };
      queryClient.setQueryData(publicRequestKey(token), () => next);
    });

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
        <AnswerFields
          catalogue={catalogue}
          fields={request.fields}
          values={draft.values}
          errors={errors}
          saveState={draft.saveState}
          onChange={draft.change}
        />
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
      <Button type="submit" isLoading={draft.submitting} className="w-full sm:w-auto">
        Indienen
      </Button>
    </form>
  );
}
