import { and, eq, ne, sql } from 'drizzle-orm';
import { LANGUAGES, type Localized } from '@mall/contract/platform/languages';
import type { TMerchantShopProfile } from '@mall/contract/shop/merchant-shop-fields';
import type { TSaveShopProfileRequest } from '@mall/contract/shop/save-shop-profile';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { ValidationFailure, type FieldProblem } from '../../platform/validation.ts';
import { readShopProfile } from '../../read-models/shop-page.ts';
import { queryShopBusinessTimes } from './shop.service.ts';
import { shop } from './shop.tables.ts';

/** A text with every empty language filled from the first written one (en, zh, ja), so no shopper sees a blank. */
export function fillLanguages(value: Localized): Localized {
  const first = LANGUAGES.map((l) => value[l]).find((v) => v !== '') ?? '';
  return { en: value.en || first, zh: value.zh || first, ja: value.ja || first };
}

/** A shop's settings as its merchant edits them (the platform's disabled shops are 1004, as for the route's check). */
export async function queryMerchantShopProfile(db: Db, shopId: number): Promise<TMerchantShopProfile> {
  const [row, hours] = await Promise.all([readShopProfile(db, shopId), queryShopBusinessTimes(db, shopId)]);
  if (!row) throw notFound();
  return {
    shopId,
    kind: row.kind,
    name: row.name,
    intro: row.intro,
    logo: row.logo,
    banner: row.banner,
    phone: row.phone,
    status: row.status === 'closed' ? 'closed' : 'open',
    hours,
  };
}

/** What a profile save needs from other modules, handed in by its route (the shop module depends on neither). */
export interface ProfileHelpers {
  /** Whether every one of these pictures is the caller's own public upload (resource). */
  ownsPictures: (urls: string[]) => Promise<boolean>;
  /** The search document of a name and intro (catalogue's tokens, as the shop's other writers make it). */
  searchDocument: (name: Localized, intro: Localized) => string;
}

type ProfileInput = Required<Omit<TSaveShopProfileRequest, 'shopId'>>;

/**
 * Saves a shop's profile in one transaction under the shop's row lock: a logo or banner that changes must be the
 * caller's own public upload (else 1001 naming it, nothing saved), so a shop never shows someone else's picture.
 * The search document is made afresh from the name and intro and keeps the brand's lexemes (weight B), which only
 * the platform sets. The platform's `disabled` stays out of reach: a disabled shop is 1004.
 */
export async function saveShopProfile(db: Db, shopId: number, input: ProfileInput, helpers: ProfileHelpers): Promise<TMerchantShopProfile> {
  const name = fillLanguages(input.name);
  const intro = fillLanguages(input.intro);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ logo: shop.logo, banner: shop.banner })
      .from(shop)
      .where(and(eq(shop.id, shopId), ne(shop.status, 'disabled')))
      .for('no key update');
    if (!current) throw notFound();
    const problems: FieldProblem[] = [];
    for (const field of ['logo', 'banner'] as const) {
      if (input[field] !== current[field] && !(await helpers.ownsPictures([input[field]]))) problems.push({ field, message: 'not an image you uploaded' });
    }
    if (problems.length > 0) throw new ValidationFailure(problems);
    await tx
      .update(shop)
      .set({
        name,
        intro,
        logo: input.logo,
        banner: input.banner,
        phone: input.phone,
        status: input.status,
        searchVector: sql`(${helpers.searchDocument(name, intro)}::tsvector || ts_filter(${shop.searchVector}, '{b}'))`,
        updatedAt: sql`now()`,
      })
      .where(eq(shop.id, shopId));
  });
  return queryMerchantShopProfile(db, shopId);
}
