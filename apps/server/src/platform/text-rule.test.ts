import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE, fillPath, type Endpoint } from '@mall/contract/platform/api';
import { HEADERS } from '@mall/contract/platform/headers';
import { createTestApp } from '../testing/test-app.ts';
import { createTestOperator, createTestUser } from '../testing/fixtures.ts';
import { merchantOfShop } from '../testing/test-merchants.ts';
import { projectRoot } from './config.ts';

/**
 * The platform's text rule, proven on every call of the contract: the contract's files are read, every endpoint
 * found, every text field of its request listed from the request's JSON Schema (independently of how the server
 * walks it), and each field sent a NUL, a lone surrogate, a control character and a line break. Every answer must
 * be 1001 naming that field; none may be 1500, and nothing is stored, since validation runs before any handler.
 */

const contractDir = path.join(projectRoot, 'packages/contract/src');

async function contractEndpoints(): Promise<Endpoint[]> {
  const files = (await fs.readdir(contractDir, { recursive: true })).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const found = new Map<string, Endpoint>();
  for (const file of files) {
    const mod = (await import(path.join(contractDir, file))) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      const e = value as Partial<Endpoint>;
      if (e && typeof e === 'object' && typeof e.path === 'string' && typeof e.access === 'string' && e.request instanceof z.ZodType) found.set(e.path, e as Endpoint);
    }
  }
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** A JSON Schema node, as much of it as the walk reads. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

/** Paths to every text field of a schema, each as the keys and indexes that reach it ("*" for a record's key). */
function textPaths(node: JsonSchema, root: JsonSchema, at: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 12) return [];
  if (node.$ref) {
    const name = node.$ref.split('/').pop()!;
    const defs = (root as { $defs?: Record<string, JsonSchema> }).$defs ?? {};
    return defs[name] ? textPaths(defs[name], root, at, depth + 1) : [];
  }
  const out: (string | number)[][] = [];
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.includes('string')) out.push(at);
  for (const [key, child] of Object.entries(node.properties ?? {})) out.push(...textPaths(child, root, [...at, key], depth + 1));
  if (node.items && !Array.isArray(node.items)) out.push(...textPaths(node.items, root, [...at, 0], depth + 1));
  for (const [i, child] of (node.prefixItems ?? (Array.isArray(node.items) ? node.items : [])).entries()) out.push(...textPaths(child, root, [...at, i], depth + 1));
  if (node.additionalProperties && typeof node.additionalProperties === 'object') out.push(...textPaths(node.additionalProperties, root, [...at, 'key'], depth + 1));
  for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) out.push(...textPaths(child, root, at, depth + 1));
  return out;
}

/** A body holding `value` at `at` and nothing else. */
function bodyWith(at: (string | number)[], value: string): unknown {
  let body: unknown = value;
  for (const key of [...at].reverse()) body = typeof key === 'number' ? [body] : { [key]: body };
  return body;
}

const t = await createTestApp();
const shopper = await createTestUser(t.db);
const merchant = await merchantOfShop(t, (await t.db.execute<{ id: number }>('select id from shop order by id limit 1')).rows[0]!.id);
const operator = await createTestOperator(t.db, 'admin');
const endpoints = await contractEndpoints();

/** Calls whose text fields are multi-line text: a line break is allowed there. */
const MULTILINE_FIELDS = new Set<string>([
  'merchant/goods/save description.en',
  'merchant/goods/save description.zh',
  'merchant/goods/save description.ja',
  // Reviews and the shop's replies (catalogue/review-fields.ts).
  'mall/goods/review/publish content',
  'merchant/review/reply reply',
  // The shopper's description of an after-sales request (aftersale/apply-return.ts).
  'returnorder/apply description',
  // A complaint's words and the platform's answer (complaint/*).
  'complaint/add/goodsComplaint content',
  'platform/complaint/answer answer',
  // Chat messages (chat/chat-fields.ts).
  'chat/reply text',
  'chat/reply/platform text',
  'merchant/chat/reply text',
  'platform/chat/reply text',
  // A medicine's usage and contraindications as its leaflet words them (health/edit-merchant-health-goods.ts).
  ...['usage', 'contraindications'].flatMap((f) => ['en', 'zh', 'ja'].map((l) => `merchant/health/goods/edit ${f}.${l}`)),
  // Agreements and help articles are written in paragraphs (resource/platform-agreements.ts, complaint/platform-help.ts).
  ...['en', 'zh', 'ja'].flatMap((l) => [`platform/agreement/save content.${l}`, `platform/help/save body.${l}`]),
]);

async function send(e: Endpoint, payload: string) {
  const token = e.access === 'merchant' ? merchant.token : e.access === 'platform' ? operator.token : shopper.token;
  const params = Object.fromEntries([...e.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 1]));
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/${fillPath(e.path, params)}`,
    headers: { 'content-type': 'application/json', [HEADERS.token]: token },
    payload,
  });
  return res.json() as { code: number; data: { fields?: { field: string; message: string }[] } | null };
}

describe('the text rule on every call of the contract', () => {
  it('finds the contract\'s calls and their text fields', () => {
    expect(endpoints.length).toBeGreaterThan(140);
    const fields = endpoints.flatMap((e) => textPaths(z.toJSONSchema(e.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema, {}));
    expect(fields.length).toBeGreaterThan(80);
  });

  it('refuses a NUL, a lone surrogate, a control character and a line break in every text field with 1001 naming it', async () => {
    const bad = ['\u0000', 'a\u0000b', '\ud800', '\udfff', 'bell\u0007', 'c1\u0085', 'line\nbreak'];
    const failures: string[] = [];
    for (const e of endpoints) {
      const schema = z.toJSONSchema(e.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      for (const at of textPaths(schema, schema)) {
        const field = at.join('.');
        for (const value of bad) {
          if (value.includes('\n') && MULTILINE_FIELDS.has(`${e.path} ${field}`)) continue;
          const answer = await send(e, JSON.stringify(bodyWith(at, value)));
          const named = answer.data?.fields?.some((f) => f.field === field);
          if (answer.code !== 1001 || !named) failures.push(`${e.path} ${field} ${JSON.stringify(value)} → ${answer.code} ${JSON.stringify(answer.data?.fields ?? null)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a body of JSON null on every call', async () => {
    const failures: string[] = [];
    for (const e of endpoints) {
      const answer = await send(e, 'null');
      if (answer.code !== 1001) failures.push(`${e.path} → ${answer.code}`);
    }
    expect(failures).toEqual([]);
  });
});
