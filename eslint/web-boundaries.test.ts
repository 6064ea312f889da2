import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on code that sits (virtually) in the web app's zones.
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The errors of `code` as if it were `file` (a path inside apps/web/src): rule and message. */
async function errorsOf(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${file}` });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => ({ rule: m.ruleId, message: m.message }));
}

/** The rules the boundaries are made of (other rules may find more, e.g. `import()` types are refused anyway). */
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

async function expectBlocked(file: string, code: string, says: RegExp) {
  const errors = (await errorsOf(file, code)).filter((e) => e.rule !== null && BOUNDARY_RULES.has(e.rule));
  expect(errors, `${file}: ${code}`).toHaveLength(1);
  expect(errors[0]!.message).toMatch(says);
}

async function expectAllowed(file: string, code: string) {
  expect(await errorsOf(file, code), `${file}: ${code}`).toEqual([]);
}

describe('web zones: a feature imports shared/ and its own files only', () => {
  it('refuses another feature, also for a type, a re-export or an import()', async () => {
    await expectBlocked('features/order/example.ts', "import { useAddresses } from '../account/use-addresses.ts';\nexport const use = useAddresses;\n", /features\/order may import shared\/ and its own files only/);
    await expectBlocked('features/order/example.ts', "import type { DeliveryTarget } from '../goods/use-delivery-cost.ts';\nexport type T = DeliveryTarget;\n", /never another feature/);
    await expectBlocked('features/order/example.ts', "export { ORDER_API } from '../payment/payment-api.ts';\n", /never another feature/);
    await expectBlocked('features/order/example.ts', "export const load = () => import('../goods/sku-picker.tsx');\n", /never another feature/);
    await expectBlocked('features/order/example.ts', "export type T = import('../catalogue/search-state.ts').SearchState;\n", /never another feature/);
  });

  it('refuses pages and the app shell', async () => {
    await expectBlocked('features/cart/example.ts', "import type { PageProps } from '../../app/route-page.tsx';\nexport type P = PageProps;\n", /may not import the app shell or a page/);
    await expectBlocked('features/cart/example.ts', "import { CartScreen } from '../../pages/index/cart-screen.tsx';\nexport const C = CartScreen;\n", /may not import the app shell or a page/);
  });

  it('allows its own files, shared/, the contract and libraries', async () => {
    await expectAllowed(
      'features/order/example.ts',
      [
        "import { useQuery } from '@tanstack/react-query';",
        "import type { TOrderDetail } from '@mall/contract/order/order-view-fields';",
        "import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';",
        "import { orderQueries } from './order-queries.ts';",
        'export type D = TOrderDetail;',
        'export const roots = [QUERY_ROOTS, orderQueries, useQuery];',
        '',
      ].join('\n'),
    );
  });
});

describe('web zones: shared/ imports no feature, no page and not the shell', () => {
  it('refuses them', async () => {
    await expectBlocked('shared/ui/example.tsx', "import { GoodsGallery } from '../../features/goods/goods-gallery.tsx';\nexport const G = GoodsGallery;\n", /shared\/ imports no feature/);
    await expectBlocked('shared/ui/example.tsx', "import type { CartLine } from '../../features/cart/cart-state.ts';\nexport type L = CartLine;\n", /shared\/ imports no feature/);
    await expectBlocked('shared/query/example.ts', "import { ROUTES } from '../../app/routes.ts';\nexport const R = ROUTES;\n", /shared\/ imports no feature/);
  });

  it('allows shared/ and the contract', async () => {
    await expectAllowed('shared/catalogue-ui/example.tsx', "import { Price } from '../ui/price.tsx';\nimport type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';\nexport type G = TGoodsCard;\nexport const P = Price;\n");
  });
});

describe('web zones: a page composes features and makes no calls', () => {
  it('refuses callApi and the rest of the transport', async () => {
    await expectBlocked('pages/order/example.tsx', "import { callApi } from '../../shared/transport/call-api.ts';\nexport const c = callApi;\n", /A page makes no calls/);
    await expectBlocked('pages/user/address/example.tsx', "import { endpointRef } from '../../../shared/transport/endpoint-ref.ts';\nexport const e = endpointRef;\n", /A page makes no calls/);
  });

  it('refuses the app shell', async () => {
    await expectBlocked('pages/order/example.tsx', "import { ROUTES } from '../../app/routes.ts';\nexport const R = ROUTES;\n", /does not import the app shell/);
  });

  it('allows features, shared/ and the error codes of the transport', async () => {
    await expectAllowed(
      'pages/order/example.tsx',
      [
        "import { useOrderPages } from '../../features/order/use-orders.ts';",
        "import { useAddresses } from '../../features/account/use-addresses.ts';",
        "import { isApiError } from '../../shared/transport/api-error.ts';",
        "import { Page, type PageProps } from '../../shared/ui/page.tsx';",
        'export const all = [useOrderPages, useAddresses, isApiError, Page];',
        'export type P = PageProps;',
        '',
      ].join('\n'),
    );
  });
});

describe('web zones: the app shell composes and makes no calls of its own', () => {
  it('refuses the transport and features\' endpoints, allows pages and feature hooks', async () => {
    await expectBlocked('app/example.tsx', "import { callApi } from '../shared/transport/call-api.ts';\nexport const c = callApi;\n", /The app shell makes no calls/);
    await expectBlocked('app/example.tsx', "import { CART_API } from '../features/cart/cart-api.ts';\nexport const c = CART_API;\n", /The app shell makes no calls/);
    await expectAllowed('app/example.tsx', "import { useCartCount } from '../features/cart/use-cart-count.ts';\nexport const load = () => import('../pages/index/index.tsx');\nexport const c = useCartCount;\n");
  });
});

describe('query keys', () => {
  it('are written only in queries files', async () => {
    const code = "import { useQuery } from '@tanstack/react-query';\nexport const useIt = () => useQuery({ queryKey: ['search', 'goods'], queryFn: () => 1 });\n";
    await expectBlocked('pages/goods/example.tsx', code, /Query keys are made only in a feature's queries file/);
    await expectBlocked('features/catalogue/use-example.ts', code, /Query keys are made only in a feature's queries file/);
    await expectAllowed('features/catalogue/example-queries.ts', code);
  });
});

describe('the server ban of eslint.config.js', () => {
  it('still holds in every zone', async () => {
    await expectBlocked('features/order/example.ts', "import { app } from '../../../../../apps/server/src/app.ts';\nexport const a = app;\n", /only through the contract and HTTP/);
    await expectBlocked('shared/ui/example.ts', "import { app } from '@mall/server/app';\nexport const a = app;\n", /only through the contract and HTTP/);
  });
});
