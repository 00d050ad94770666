import { AppError, validationError } from '../../core/errors.ts';

/** An upload refusal whose HTTP status is not one of the shared codes' (413, 415). */
class UploadError extends AppError {
  constructor(
    code: string,
    key: string,
    params: Record<string, unknown>,
    private readonly httpStatus: number,
  ) {
    super(code, key, params);
  }

  override get status(): number {
    return this.httpStatus;
  }
}

/** The limit in MB as people read it: 200000 bytes is "0.2", not "0". */
const megabytes = (bytes: number) => Math.max(0.1, Math.round(bytes / 104857.6) / 10);

export const fileTooLarge = (maxBytes: number) => new UploadError('PAYLOAD_TOO_LARGE', 'upload.tooLarge', { max: megabytes(maxBytes) }, 413);
export const typeNotAllowed = () => new UploadError('UNSUPPORTED_MEDIA_TYPE', 'upload.typeNotAllowed', {}, 415);
/** RATE_LIMITED is 429 already. */
export const tooManyUploads = (max: number) => new AppError('RATE_LIMITED', 'upload.tooMany', { max });
export const fileMissing = () => validationError([{ field: 'file', key: 'upload.missing' }]);
export const badUpload = () => validationError([{ field: 'file', key: 'validation.invalid' }]);
