import { describe, expect, it } from 'vitest';
import { API_BASE } from '@mall/contract/platform/api';
import { HEADERS } from '@mall/contract/platform/headers';
import { SPEC_ENDPOINTS } from '@mall/contract/platform/spec-endpoints';
import { createTestUser } from '../testing/fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';

/**
 * Every call of the spec's inventory is served: registered as a POST below the API base, and answering a logged-in
 * shopper's empty request with the envelope (whatever its code: a refusal of the empty body, of the caller, or a
 * success), never the router's 404.
 */
const t = await createTestApp();

describe('the spec inventory of calls', () => {
  it('registers and answers every call of spec/endpoints.txt', async () => {
    const shopper = await createTestUser(t.db);
    const missing: string[] = [];
    for (const path of SPEC_ENDPOINTS) {
      // Path parameters (`{id}`) take a plausible value.
      const url = `${API_BASE}/${path.replace(/\{\w+\}/g, '1')}`;
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', [HEADERS.token]: shopper.token }, payload: '{}' });
      const body = res.json() as { code?: unknown; success?: unknown };
      if (res.statusCode === 404 && body.code === undefined) missing.push(`${path}: not routed`);
      else if (typeof body.code !== 'number' || typeof body.success !== 'boolean') missing.push(`${path}: no envelope (${res.statusCode})`);
      else if (!t.app.hasRoute({ method: 'POST', url: `${API_BASE}/${path.replace(/\{(\w+)\}/g, ':$1')}` })) missing.push(`${path}: answered by a catch-all`);
    }
    expect(missing).toEqual([]);
    expect(SPEC_ENDPOINTS.length).toBeGreaterThan(200);
  });
});
