import { once } from 'node:events';
import { constants, createDeflateRaw, type DeflateRaw } from 'node:zlib';
import { ZipPassThrough } from 'fflate';

/**
 * A ZIP entry deflated by Node's zlib instead of fflate's JavaScript deflate: zlib is native and
 * runs on libuv's thread pool, so a large worksheet is compressed beside the main thread's work
 * (reading pages, building rows) instead of taking turns with it (decision 030). fflate's `Zip`
 * still writes the archive around it; this entry only hands it deflated bytes (method 8), while
 * `ZipPassThrough` keeps the size and CRC of the bytes pushed, as the archive needs them.
 */
export class NativeZipDeflate extends ZipPassThrough {
  private readonly deflate: DeflateRaw;
  private readonly ended: Promise<void>;
  private failure: Error | undefined;

  constructor(filename: string, level = constants.Z_DEFAULT_COMPRESSION) {
    super(filename);
    this.compression = 8;
    this.deflate = createDeflateRaw({ level });
    // zlib's output is never backed by a SharedArrayBuffer.
    this.deflate.on('data', (chunk: Buffer<ArrayBuffer>) => this.ondata(null, chunk, false));
    this.ended = new Promise((resolve) => {
      this.deflate.once('end', () => {
        this.ondata(null, new Uint8Array(0), true);
        resolve();
      });
      this.deflate.once('error', (error: Error) => {
        this.failure = error;
        resolve();
      });
    });
  }

  protected override process(chunk: Uint8Array, final: boolean): void {
    if (chunk.length > 0) this.deflate.write(chunk);
    if (final) this.deflate.end();
  }

  /** Resolves once zlib can take more: a writer waits here, so at most zlib's buffer is held. */
  async ready(): Promise<void> {
    this.throwIfFailed();
    if (this.deflate.writableNeedDrain) await Promise.race([once(this.deflate, 'drain'), this.ended]);
    this.throwIfFailed();
  }

  /** Resolves when the last deflated bytes have been handed to the archive. */
  async done(): Promise<void> {
    await this.ended;
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }
}
