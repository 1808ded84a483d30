import { fileCategoryLabels } from '@crm/core/files/schema';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import type { FileListItem } from '../api/file-record';
import { formatFileSize } from '../../../lib/format-file-size';

/** Size, category, Geldig tot, and who uploaded the file when. */
export function FileMeta({ file }: { file: FileListItem }) {
  return (
    <>
      <p className="text-sm text-gray-700">
        {formatFileSize(file.size)} · {fileCategoryLabels[file.category]}
        {file.validUntil && <> · Geldig tot {formatDate(file.validUntil)}</>}
      </p>
      <p className="text-xs text-gray-600">
        Geüpload door {file.uploadedBy.name} op {formatDateTime(file.createdAt)}
      </p>
    </>
  );
}
