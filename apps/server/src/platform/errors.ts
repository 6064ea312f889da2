import { CODES, type CodeName } from '@mall/contract/platform/codes';

/**
 * A business failure a service throws: it becomes HTTP 200 with `success: false` and the code's message in the
 * caller's language. `detail` may replace the catalogue message (for example naming the offending fields).
 */
export class AppError extends Error {
  readonly code: number;
  readonly codeName: CodeName;
  readonly data: unknown;
  readonly detail: string | undefined;

  constructor(codeName: CodeName, options: { detail?: string; data?: unknown } = {}) {
    super(options.detail ?? CODES[codeName].message.en);
    this.codeName = codeName;
    this.code = CODES[codeName].code;
    this.detail = options.detail;
    this.data = options.data ?? null;
  }
}

export function notFound(): AppError {
  return new AppError('NOT_FOUND');
}
