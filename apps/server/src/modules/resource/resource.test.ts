import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryDictionary } from '@mall/contract/resource/query-dictionary';
import { queryDictionaryChildren } from '@mall/contract/resource/query-dictionary-children';
import { API_BASE } from '@mall/contract/platform/api';
import { createTestApp } from '../../testing/test-app.ts';
import { dictionary } from './resource.tables.ts';

const t = await createTestApp();
const [root] = await t.db.select().from(dictionary).where(eq(dictionary.code, 'return_reason'));

describe('resource/dictionary/children/code/{code}', () => {
  it('lists the children in order, labelled in the T-lang language', async () => {
    const res = await t.call(queryDictionaryChildren, {}, { params: { code: 'return_reason' }, lang: 'zh' });
    expect(res.body.success).toBe(true);
    expect(res.body.data!.map((e) => e.value)).toEqual(['damaged', 'not_as_described', 'wrong_item', 'quality', 'changed_mind']);
    expect(res.body.data![0]!.label).toBe('商品破损');
  });

  it('hides disabled entries', async () => {
    await t.db.update(dictionary).set({ enabled: false }).where(eq(dictionary.code, 'return_reason.quality'));
    const res = await t.call(queryDictionaryChildren, {}, { params: { code: 'return_reason' } });
    expect(res.body.data!.map((e) => e.value)).not.toContain('quality');
  });

  it('answers not found for an unknown code and refuses a malformed one', async () => {
    expect((await t.call(queryDictionaryChildren, {}, { params: { code: 'nope' } })).body.code).toBe(1004);
    expect((await t.call(queryDictionaryChildren, {}, { params: { code: "x' or '1'='1" } })).body.code).toBe(1001);
  });
});

describe('resource/query/dictionary/{id}', () => {
  it('answers an entry with its children', async () => {
    const res = await t.call(queryDictionary, {}, { params: { id: root!.id }, lang: 'ja' });
    expect(res.body.data).toMatchObject({ code: 'return_reason', label: '返品理由', parentId: null });
    expect(res.body.data!.children.length).toBeGreaterThan(2);
  });

  it('refuses ids that are not positive whole numbers and answers not found for a missing one', async () => {
    for (const id of ['abc', '-1', '1.5', '0', '99999999999']) {
      const res = await t.raw({ path: `${API_BASE}/resource/query/dictionary/${id}`, payload: '{}' });
      expect(res.body.code, id).toBe(1001);
    }
    expect((await t.call(queryDictionary, {}, { params: { id: 999999 } })).body.code).toBe(1004);
  });
});
