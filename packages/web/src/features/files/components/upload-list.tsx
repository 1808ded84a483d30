import { fileCategories, fileCategoryLabels, type FileCategory } from '@crm/core/files/schema';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { formatFileSize } from '../../../lib/format-file-size';
import type { Upload } from '../lib/upload-queue';
import type { Uploads } from './use-uploads';

const kindLabels = { document: 'Document', image: 'Afbeelding' } as const;

/** Nieuwe bestanden: what was chosen or dropped, each with its check, progress and actions. */
export function UploadList({ uploads }: { uploads: Uploads }) {
  const { queue } = uploads;
  const headingId = useId();
  if (queue.length === 0) return null;
  const waiting = queue.filter((upload) => upload.status === 'ready').length;
  const running = queue.some((upload) => upload.status === 'uploading');
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-white p-6 shadow-xs ring-1 ring-gray-200">
      <h2 id={headingId} className="text-base font-semibold text-gray-900">
        Nieuwe bestanden
      </h2>
      <ul className="mt-4 divide-y divide-gray-100" aria-label="Nieuwe bestanden">
        {queue.map((upload) => (
          <UploadRow key={upload.key} upload={upload} uploads={uploads} />
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={uploads.startAll} disabled={waiting === 0}>
          Uploaden
        </Button>
        {!running && (
          <Button variant="ghost" onClick={uploads.clear}>
            Lijst wissen
          </Button>
        )}
      </div>
    </section>
  );
}

function UploadRow({ upload, uploads }: { upload: Upload; uploads: Uploads }) {
  const { key, file, status } = upload;
  const editable = status === 'ready' || status === 'failed';
  const percent = Math.round(upload.progress * 100);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" aria-label={file.name}>
      <div className="min-w-48 flex-1">
        <p className="font-medium break-all text-gray-900">{file.name}</p>
        <p className="text-sm text-gray-600">
          {kindLabels[upload.kind]} · {formatFileSize(file.size)}
        </p>
      </div>
      {editable ? (
        <select
          aria-label={`Categorie van ${file.name}`}
          value={upload.category}
          onChange={(event) => uploads.setCategory(key, event.target.value as FileCategory)}
          className="rounded-md bg-white px-3 py-2 text-sm text-gray-900 outline-1 -outline-offset-1 outline-gray-300 focus:outline-2 focus:outline-primary-500"
        >
          {fileCategories.map((category) => (
            <option key={category} value={category}>
              {fileCategoryLabels[category]}
            </option>
          ))}
        </select>
      ) : (
        <span className="text-sm text-gray-700">{fileCategoryLabels[upload.category]}</span>
      )}
      <div className="w-48">
        {(status === 'uploading' || status === 'done') && (
          <div
            role="progressbar"
            aria-label={`Voortgang van ${file.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-gray-100"
          >
            <div className="h-full bg-primary-500 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        )}
        <UploadStatusText upload={upload} percent={percent} />
      </div>
      <div className="flex gap-2">
        {status === 'failed' && (
          <Button variant="ghost" onClick={() => uploads.retry(key)}>
            Opnieuw proberen
          </Button>
        )}
        {status !== 'done' && (
          <Button variant="ghost" onClick={() => uploads.cancel(key)}>
            Annuleren
          </Button>
        )}
      </div>
    </li>
  );
}

function UploadStatusText({ upload, percent }: { upload: Upload; percent: number }) {
  switch (upload.status) {
    case 'ready':
      return <p className="text-sm text-gray-600">Klaar om te uploaden</p>;
    case 'uploading':
      return <p className="mt-1 text-sm text-gray-600">Bezig met uploaden ({percent}%)</p>;
    case 'done':
      return <p className="mt-1 text-sm text-green-800">Geüpload</p>;
    default:
      return <p className="mt-1 text-sm text-red-700">{upload.message}</p>;
  }
}
