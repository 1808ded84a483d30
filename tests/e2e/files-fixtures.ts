import type { JSHandle, Locator, Page } from '@playwright/test';

/** A minimal valid PDF (one empty page), as text: its bytes are what the download must give back. */
export function minimalPdf(title: string): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Title (${title}) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

/** What a Windows program starts with: `MZ`, then the DOS stub's famous sentence. */
export const windowsProgramBytes = Buffer.from(
  'MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00This program cannot be run in DOS mode.\r\n',
  'latin1',
);

/*
 * The few browser globals the page-side code below uses: the root project is typed for Node, and
 * the DOM's types would clash with Node's there. Declared in this module only.
 */
type BrowserDataTransfer = { items: { add(file: File): void } };
type BrowserCanvas = {
  width: number;
  height: number;
  getContext(
    kind: '2d',
  ): { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void } | null;
  toBlob(done: (blob: Blob | null) => void, type: string): void;
};
declare const DataTransfer: new () => BrowserDataTransfer;
declare const document: { createElement(tag: 'canvas'): BrowserCanvas };

/** A file to put in a DataTransfer: text, an image drawn in the browser, or zeros of a size. */
export type DropFile =
  | { name: string; type: string; text: string }
  | { name: string; type: 'image/png' | 'image/jpeg'; colour: string }
  | { name: string; type: string; zeros: number };

/**
 * A DataTransfer holding these files, built in the page: images are drawn on a canvas and encoded
 * by the browser itself, so they are real PNG and JPEG files.
 */
export function dataTransferOf(page: Page, files: DropFile[]): Promise<JSHandle<BrowserDataTransfer>> {
  return page.evaluateHandle(async (list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      let content: string | Uint8Array | Blob;
      if ('text' in file) content = file.text;
      else if ('zeros' in file) content = new Uint8Array(file.zeros);
      else {
        const canvas = document.createElement('canvas');
        canvas.width = 48;
        canvas.height = 32;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('No 2d canvas');
        context.fillStyle = file.colour;
        context.fillRect(0, 0, 48, 32);
        content = await new Promise<Blob>((resolve, reject) =>
          canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), file.type),
        );
      }
      transfer.items.add(new File([content], file.name, { type: file.type }));
    }
    return transfer;
  }, files);
}

/** Drags files from the computer onto a target and drops them there, as the browser reports it. */
export async function dropFiles(target: Locator, dataTransfer: JSHandle<BrowserDataTransfer>): Promise<void> {
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}
