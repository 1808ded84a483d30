import type { FileKind } from '@crm/core/files/schema';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { acceptOf } from '../lib/file-check';

/** The seed's labels of the pickers: one file or several, a document or an image. */
const pickerLabels: Record<FileKind, { one: string; many: string }> = {
  document: { one: 'Bestand kiezen', many: 'Bestanden kiezen' },
  image: { one: 'Afbeelding kiezen', many: 'Afbeeldingen kiezen' },
};

type FilePickerProps = {
  kind: FileKind;
  /** Several files at once (staff pages), or one (a link page asking for one document). */
  multiple?: boolean;
  onPick: (files: File[]) => void;
};

/** A button that opens the system's file chooser, offering only the types of its kind. */
export function FilePicker({ kind, multiple = true, onPick }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const label = multiple ? pickerLabels[kind].many : pickerLabels[kind].one;
  return (
    <>
      <Button variant="ghost" onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-file-kind={kind}
        accept={acceptOf(kind)}
        multiple={multiple}
        onChange={(event) => {
          onPick(Array.from(event.target.files ?? []));
          // The same file may be chosen again (e.g. after cancelling it).
          event.target.value = '';
        }}
      />
    </>
  );
}
