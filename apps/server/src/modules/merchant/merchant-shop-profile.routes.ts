import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Localized } from '@mall/contract/platform/languages';
import { saveShopProfile as saveProfileCall } from '@mall/contract/shop/save-shop-profile';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, shopOf, userOf } from '../../platform/route.ts';
import { searchDocument } from '../catalogue/catalogue.api.ts';
import { ownsUploads } from '../resource/resource.api.ts';
import { saveShopProfile } from '../shop/shop.api.ts';

const allLanguages = (text: Localized) => LANGUAGES.map((l) => text[l]).join(' ');

/**
 * `merchant/shop/profile/save`, registered here rather than with the shop's other settings: the save remakes the
 * shop's search document with the catalogue's tokens and checks the pictures against the caller's uploads, and the
 * shop module may depend on neither (the catalogue depends on it). The shop module does the saving.
 */
export function merchantShopProfileRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(
    app,
    deps,
    saveProfileCall,
    ({ body, ctx }) =>
      saveShopProfile(db, shopOf(ctx), body, {
        ownsPictures: (urls) => ownsUploads(db, userOf(ctx), urls),
        // Weighted as the seed writes shops: the name (A) above the intro (D).
        searchDocument: (name, intro) =>
          searchDocument([
            { text: allLanguages(name), weight: 'A' },
            { text: allLanguages(intro), weight: 'D' },
          ]),
      }),
    { shopOf: (body) => body.shopId },
  );
}
