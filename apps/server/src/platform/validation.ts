import type { z } from 'zod';

export interface FieldProblem {
  field: string;
  message: string;
}

/** A request that does not match its contract; the error handler answers 1001 naming every offending field. */
export class ValidationFailure extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  readonly fields: FieldProblem[];

  constructor(error: z.ZodError, where: string) {
    const fields = error.issues.map((issue) => {
      const pathText = issue.path.map(String).join('.');
      // An unknown key is reported on the object; name the key itself so the caller sees what to remove.
      const keys = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '';
      const field = [pathText, keys].filter(Boolean).join('.') || where;
      return { field, message: issue.message };
    });
    super(fields.map((f) => `${f.field}: ${f.message}`).join('; '));
    this.fields = fields;
  }
}

/** Fastify validator compiler for zod schemas: a missing body is an empty object, so optional payloads work. */
export function zodValidatorCompiler({ schema, httpPart }: { schema: unknown; httpPart?: string }) {
  const zod = schema as z.ZodType;
  return (data: unknown) => {
    const result = zod.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: new ValidationFailure(result.error, httpPart ?? 'body') };
  };
}
