import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../apps/server/src/app.ts';
import { moduleGraph } from './server-boundaries.js';

// The repository's own eslint.config.js, run on code that sits (virtually) in the server's modules.
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary errors of `code` as if it were `file` (a path inside apps/server/src). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/server/src/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('mall/')).map((m) => m.message);
}

describe('server modules meet only through their public files', () => {
  it('refuses another module\'s tables and internal files, and says where a join belongs', async () => {
    // merchant is above order, so no cycle comes into it: only the boundary is broken.
    expect(await boundaryErrors('modules/merchant/example.ts', "import { saleOrder } from '../order/order.tables.ts';\nexport const t = saleOrder;\n")).toEqual([
      expect.stringMatching(/modules\/merchant may use modules\/order only through its public file modules\/order\/order.api.ts \(reads joining several modules belong in read-models\/\)/),
    ]);
    expect(await boundaryErrors('modules/merchant/example.ts', "import { moveOrder } from '../order/order-state.ts';\nexport const m = moveOrder;\n")).toEqual([
      expect.stringMatching(/only through its public file modules\/order\/order.api.ts$/),
    ]);
    expect(await boundaryErrors('modules/merchant/example.ts', "export { moveOrder } from '../order/order-state.ts';\n")).toHaveLength(1);
  });

  it('refuses SQL written out on another module\'s table', async () => {
    const errors = await boundaryErrors('modules/cart/example.ts', "import { sql } from 'drizzle-orm';\nexport const q = sql`select id from sale_order join shop s on s.id = shop_id`;\n");
    expect(errors).toEqual([expect.stringMatching(/writes SQL on sale_order, a table of modules\/order/), expect.stringMatching(/writes SQL on shop, a table of modules\/shop/)]);
  });

  it('lets a module use a public file, a table file reference another module\'s table, and read models read any table', async () => {
    expect(await boundaryErrors('modules/payment/example.ts', "import { moveOrders } from '../order/order.api.ts';\nexport const m = moveOrders;\n")).toEqual([]);
    expect(await boundaryErrors('modules/payment/example.tables.ts', "import { saleOrder } from '../order/order.tables.ts';\nexport const t = saleOrder;\n")).toEqual([]);
    expect(await boundaryErrors('read-models/example.ts', "import { saleOrder } from '../modules/order/order.tables.ts';\nimport { shop } from '../modules/shop/shop.tables.ts';\nexport const t = [saleOrder, shop];\n")).toEqual([]);
    expect(await boundaryErrors('read-models/example.ts', "import { moveOrder } from '../modules/order/order-state.ts';\nexport const m = moveOrder;\n")).toEqual([
      expect.stringMatching(/a read model reads tables and public files/),
    ]);
  });

  it('keeps platform/ below the modules and the plugins for app.ts alone', async () => {
    expect(await boundaryErrors('platform/example.ts', "import { resolveSession } from '../modules/account/account.api.ts';\nexport const r = resolveSession;\n")).toEqual([
      expect.stringMatching(/platform\/ is below the modules/),
    ]);
    expect(await boundaryErrors('modules/merchant/example.ts', "import { orderModule } from '../order/order.plugin.ts';\nexport const m = orderModule;\n")).toEqual([
      expect.stringMatching(/is composed by app.ts alone/),
    ]);
  });

  it('refuses an import that closes a cycle of modules', async () => {
    // shop is below catalogue (catalogue uses shop's public file): shop using catalogue's would make a cycle.
    expect(await boundaryErrors('modules/shop/example.ts', "import { shopsOfGoods } from '../catalogue/catalogue.api.ts';\nexport const s = shopsOfGoods;\n")).toEqual([
      expect.stringMatching(/modules\/shop → modules\/catalogue closes a cycle \(shop → catalogue → shop\)/),
    ]);
    expect(await boundaryErrors('modules/order/example.ts', "import { requestRefund } from '../payment/payment.api.ts';\nexport const r = requestRefund;\n")).toEqual([
      expect.stringMatching(/modules\/order → modules\/payment closes a cycle/),
    ]);
  });

  it('passes on the whole server', async () => {
    const results = await eslint.lintFiles([`${root}apps/server/src`]);
    const errors = results.flatMap((r) => r.messages.filter((m) => m.ruleId?.startsWith('mall/')).map((m) => `${r.filePath}:${m.line} ${m.message}`));
    expect(errors).toEqual([]);
  });
});

describe('the modules the app composes', () => {
  it('declare as dependencies exactly the modules whose public files they import, and come after them', () => {
    const graph = moduleGraph();
    const seen = new Set<string>();
    for (const m of MODULES) {
      expect([...m.dependsOn].sort(), m.name).toEqual(graph[m.name] ?? []);
      for (const d of m.dependsOn) expect(seen.has(d), `${m.name} after ${d}`).toBe(true);
      seen.add(m.name);
    }
    expect([...seen].sort()).toEqual(Object.keys(graph).concat(MODULES.map((m) => m.name)).filter((n, i, all) => all.indexOf(n) === i).sort());
  });
});
