import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';
import { setting } from '../platform/settings.tables.ts';
import { appVersion } from '../modules/app/app.tables.ts';
import { DECORATE_CONFIG_KEY, DEFAULT_DECORATE_CONFIG } from '../modules/decorate/decorate.service.ts';
import { dictionary } from '../modules/resource/resource.tables.ts';
import { REGISTER_GIFT_KEY } from '../modules/account/account-create.ts';
import { APP_VERSION_CODE, APP_VERSION_NAME } from '@mall/contract/platform/headers';
import { SEED_DICTIONARIES } from './dictionaries.ts';
import { seedNations } from './nations.ts';
import { seedAgreements } from './agreements.ts';
import { seedCatalogue } from './catalogue/seed-catalogue.ts';
import { seedPayment } from './payment/seed-payment.ts';
import { seedShippingCompanies } from './logistics/shipping-companies.ts';
import { seedOperator } from './operator.ts';
import { seedHelpArticles } from './help-articles.ts';
import { seedScoreGoods } from './loyalty/seed-score-goods.ts';
import { seedShopPlus } from './shop/seed-shop-plus.ts';
import { seedWelcomePoints } from './loyalty/seed-welcome-points.ts';
import { seedGroupbuy } from './groupbuy/seed-groupbuy.ts';
import { seedHealth } from './health/seed-health.ts';
import { seedTakeawayTerms } from './takeaway/seed-takeaway-terms.ts';

// Raise when the seed gains data: a database seeded by an older version is topped up once, never duplicated.
export const SEED_VERSION = 10;
const SEED_KEY = 'seed.version';
const SEED_LOCK = 72_002;

/** Fills an empty database with the platform's starting data; a no-op when this seed version already ran. */
export async function seedDatabase(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [done] = await tx.select({ value: setting.value }).from(setting).where(eq(setting.key, SEED_KEY));
    if (done && Number(done.value) >= SEED_VERSION) return { seeded: false };

    // Settings an operator may have changed are only inserted, never overwritten.
    await tx
      .insert(setting)
      .values([
        { key: DECORATE_CONFIG_KEY, value: DEFAULT_DECORATE_CONFIG },
        // ¥10.00 for every new account, granted by the wallet issue as a ledger entry.
        { key: REGISTER_GIFT_KEY, value: { amount: 1000 } },
      ])
      .onConflictDoNothing();
    await tx
      .insert(appVersion)
      .values({
        platform: 'h5',
        pkgName: 'mall.web',
        versionCode: APP_VERSION_CODE,
        versionName: APP_VERSION_NAME,
        described: { en: 'The mall on the web.', zh: '网页版商城。', ja: 'ウェブ版モール。' },
      })
      .onConflictDoNothing();

    for (const d of SEED_DICTIONARIES) {
      const [root] = await tx
        .insert(dictionary)
        .values({ code: d.code, label: d.label })
        .onConflictDoUpdate({ target: dictionary.code, set: { label: d.label } })
        .returning({ id: dictionary.id });
      await tx
        .insert(dictionary)
        .values(d.children.map((c, i) => ({ ...c, parentId: root!.id, sort: i * 10 })))
        .onConflictDoNothing();
    }

    await seedNations(tx);
    await seedAgreements(tx);
    await seedCatalogue(tx);
    await seedPayment(tx);
    await seedShippingCompanies(tx);
    await seedOperator(tx);
    await seedHelpArticles(tx);
    await seedScoreGoods(tx);
    await seedShopPlus(tx);
    await seedWelcomePoints(tx);
    await seedGroupbuy(tx);
    await seedHealth(tx);
    await seedTakeawayTerms(tx);

    await tx
      .insert(setting)
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflictDoUpdate({ target: setting.key, set: { value: SEED_VERSION, updatedAt: sql`now()` } });
    return { seeded: true };
  });
}
