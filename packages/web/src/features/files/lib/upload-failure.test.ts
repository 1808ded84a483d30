import { fileMessages } from '@crm/core/files/schema';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { UPLOAD_FAILED_MESSAGE, uploadFailure } from './upload-failure';

describe('why an upload failed', () => {
  it("shows the field's message of a refused presign, and offers no retry", () => {
    const error = new ApiError(422, 'De gegevens zijn niet geldig.', { size: [fileMessages.size] });
    expect(uploadFailure(error)).toEqual({ message: fileMessages.size, retriable: false });
  });

  it('shows the message of a refused complete, and offers no retry', () => {
    expect(uploadFailure(new ApiError(422, fileMessages.content))).toEqual({
      message: fileMessages.content,
      retriable: false,
    });
    expect(uploadFailure(new ApiError(403, 'Geen toegang.'))).toMatchObject({ retriable: false });
  });

  it('offers a retry after a lost connection or a server error', () => {
    expect(uploadFailure(new ApiError(0, NETWORK_ERROR_MESSAGE))).toEqual({
      message: NETWORK_ERROR_MESSAGE,
      retriable: true,
    });
    expect(uploadFailure(new ApiError(500, 'Er ging iets mis.'))).toMatchObject({ retriable: true });
    expect(uploadFailure(new TypeError('boom'))).toEqual({ message: UPLOAD_FAILED_MESSAGE, retriable: true });
  });
});
