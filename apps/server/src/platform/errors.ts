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
  /** Values for the `{name}` places of the code's message (e.g. how many minutes to wait). */
  readonly params: Record<string, string | number> | undefined;

  constructor(codeName: CodeName, options: { detail?: string; data?: unknown; params?: Record<string, string | number> } = {}) {
    super(options.detail ?? CODES[codeName].message.en);
    this.codeName = codeName;
    this.code = CODES[codeName].code;
    this.detail = options.detail;
    this.data = options.data ?? null;
    this.params = options.params;
  }
}

export function notFound(): AppError {
  return new AppError('NOT_FOUND');
}

/** The constraint a PostgreSQL unique violation (23505) broke, as thrown by pg or wrapped by Drizzle; else undefined. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : undefined;
  return pg ? (pg.constraint ?? 'unknown') : undefined;
}
