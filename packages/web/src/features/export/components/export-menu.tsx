import { FAILED_MESSAGE, type ExportFormat } from '@crm/core/export/public';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { ChevronDownIcon } from '../../../components/ui/chevron-down-icon';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useExport } from '../api/get-export';
import { useStartExport, type ExportRequest } from '../api/start-export';
import { isPreparing, progressText } from '../lib/export-status';
import { startDownload } from '../lib/start-download';

const formats: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel (XLSX)' },
];

const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-gray-700 data-focus:bg-primary-50 data-focus:text-gray-900';

type ExportMenuProps = Omit<ExportRequest, 'format'>;

/**
 * "Exporteren": the list view (all pages) as CSV or XLSX. The server prepares the file as a job;
 * this shows its progress and starts the download when it is ready.
 */
export function ExportMenu({ list, query }: ExportMenuProps) {
  const start = useStartExport();
  const [exportId, setExportId] = useState<string | null>(null);
  const job = useExport(exportId);
  const handled = useRef<string | null>(null);
  const status = job.data?.status;
  const preparing = start.isPending || (exportId !== null && (job.isPending || isPreparing(status)));

  useEffect(() => {
    const data = job.data;
    if (!data || handled.current === data.id) return;
    if (data.status === 'done' && data.url) {
      handled.current = data.id;
      startDownload(data.url);
    } else if (data.status === 'failed') {
      handled.current = data.id;
      toast.error(data.message ?? FAILED_MESSAGE);
    }
  }, [job.data]);

  // A failed poll while the export is known keeps polling; only an export never seen is an error.
  const pollError = job.data ? null : job.error;
  useEffect(() => {
    if (pollError) toast.error(pollError.message);
  }, [pollError]);

  const run = (format: ExportFormat) =>
    start.mutate(
      { list, format, query },
      {
        onSuccess: (started) => setExportId(started.id),
        onError: (error) => toast.error(error.message || FAILED_MESSAGE),
      },
    );

  return (
    <div className="flex items-center gap-3">
      <p role="status" aria-live="polite" className="text-sm text-gray-600">
        {preparing
          ? progressText(job.data?.rows ?? 0)
          : status === 'done' && job.data
            ? `Download gestart: ${job.data.fileName}`
            : ''}
      </p>
      <Menu as="div" className="relative">
        <MenuButton disabled={preparing} className={buttonClasses('ghost')}>
          {preparing && <Spinner className="size-4 text-current" />}
          Exporteren
          <ChevronDownIcon />
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          transition
          className="z-40 w-44 origin-top-right rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 transition duration-100 ease-out [--anchor-gap:--spacing(2)] focus:outline-none data-closed:scale-95 data-closed:opacity-0"
        >
          {formats.map(({ format, label }) => (
            <MenuItem key={format}>
              <button type="button" className={itemClass} onClick={() => run(format)}>
                {label}
              </button>
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>
    </div>
  );
}
