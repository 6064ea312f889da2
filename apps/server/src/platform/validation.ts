import type { z } from 'zod';
import { MULTILINE_TEXT, textProblem } from '@mall/contract/platform/text-rules';

export interface FieldProblem {
  field: string;
  message: string;
}

/** A request that does not match its contract; the error handler answers 1001 naming every offending field. */
export class ValidationFailure extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  readonly fields: FieldProblem[];

  constructor(fields: FieldProblem[]) {
    super(fields.map((f) => `${f.field}: ${f.message}`).join('; '));
    this.fields = fields;
  }

  static fromZod(error: z.ZodError, where: string): ValidationFailure {
    return new ValidationFailure(
      error.issues.map((issue) => {
        const pathText = issue.path.map(String).join('.');
        // An unknown key is reported on the object; name the key itself so the caller sees what to remove.
        const keys = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '';
        const field = [pathText, keys].filter(Boolean).join('.') || where;
        return { field, message: issue.message };
      }),
    );
  }
}

/** The parts of zod's schema definitions the text walk reads. */
interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: readonly z.ZodType[];
  rest?: z.ZodType | null;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as SchemaDef;

/** The schemas a value at this place may have to match, wrappers (optional, default, pipe, …) and unions undone. */
function concrete(schema: z.ZodType | undefined, out: z.ZodType[] = [], depth = 0): z.ZodType[] {
  if (!schema || depth > 32) return out;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return concrete(def.innerType, out, depth + 1);
    case 'pipe':
      return concrete(def.in, out, depth + 1);
    case 'lazy':
      return concrete(def.getter?.(), out, depth + 1);
    case 'union':
      for (const option of def.options ?? []) concrete(option, out, depth + 1);
      return out;
    case 'intersection':
      concrete(def.left, out, depth + 1);
      return concrete(def.right, out, depth + 1);
    default:
      out.push(schema);
      return out;
  }
}

function childSchemas(schemas: readonly z.ZodType[], key: string | number): z.ZodType[] {
  const out: z.ZodType[] = [];
  for (const schema of schemas) {
    const def = defOf(schema);
    if (def.type === 'object' && typeof key === 'string' && def.shape && Object.hasOwn(def.shape, key)) concrete(def.shape[key], out);
    else if (def.type === 'record') concrete(def.valueType, out);
    else if (def.type === 'array') concrete(def.element, out);
    else if (def.type === 'tuple' && typeof key === 'number') concrete(def.items?.[key] ?? def.rest ?? undefined, out);
  }
  return out;
}

/**
 * Every text of a request that breaks the platform's text rule (contract `text-rules.ts`), wherever it is:
 * values and keys, at any depth, each named by its path like zod names fields. A string is multi-line only where
 * its schema says so; a place the schema does not know (an unknown key, refused anyway) is one line.
 */
export function findTextProblems(data: unknown, schema: z.ZodType, where: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const walk = (value: unknown, schemas: readonly z.ZodType[], path: string) => {
    if (typeof value === 'string') {
      const message = textProblem(value, schemas.some((s) => MULTILINE_TEXT.has(s)));
      if (message) problems.push({ field: path || where, message });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, childSchemas(schemas, i), path ? `${path}.${i}` : String(i)));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        const keyMessage = textProblem(key, false);
        if (keyMessage) problems.push({ field: at, message: `name ${keyMessage}` });
        else walk(item, childSchemas(schemas, key), at);
      }
    }
  };
  walk(data, concrete(schema), '');
  return problems;
}

/**
 * Bodies whose JSON text held nothing the text rule looks for: no control or surrogate character and no escape
 * that could make one (a backslash before b, f, n, r, t or u), so no string in them can break the rule and the walk
 * is skipped. Most bodies are such.
 */
const cleanBodies = new WeakSet<object>();
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const MAY_BREAK_TEXT_RULE = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff\u2028\u2029]|\\[bfnrtu]/;

/** Marks a parsed body as clean when its JSON text holds nothing the text rule looks for (the JSON parser calls it). */
export function noteJsonText(value: object, text: string): void {
  if (!MAY_BREAK_TEXT_RULE.test(text)) cleanBodies.add(value);
}

/**
 * Fastify validator compiler for zod schemas. A missing body is an empty object, so optional payloads work (a
 * body of JSON `null` is not missing: the JSON parser refuses it). Text that breaks the platform's rule is refused before
 * the schema runs, so no call ever hands PostgreSQL a NUL or a lone surrogate.
 */
export function zodValidatorCompiler({ schema, httpPart }: { schema: unknown; httpPart?: string }) {
  const zod = schema as z.ZodType;
  const where = httpPart ?? 'body';
  return (data: unknown) => {
    // No body at all reaches here as undefined or null (a JSON `null` body was refused by the parser).
    const value = data ?? {};
    const textProblems = typeof value === 'object' && value !== null && cleanBodies.has(value) ? [] : findTextProblems(value, zod, where);
    if (textProblems.length > 0) return { error: new ValidationFailure(textProblems) };
    const result = zod.safeParse(value);
    return result.success ? { value: result.data } : { error: ValidationFailure.fromZod(result.error, where) };
  };
}
