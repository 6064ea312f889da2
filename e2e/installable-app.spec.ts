import { expect, test } from '@playwright/test';
import { auditPage } from './axe-audit.ts';

/*
 * Issue 22's installable web app: the manifest and icons are served, the service worker takes the page over, and
 * with the connection gone the app still opens: a page seen before opens at its shell (its scripts from the cache),
 * a page never seen answers the honest offline page, in the shopper's language. Back online, pages come from the
 * network again (an installed app runs the newest build when it can reach the server).
 */

test.use({ serviceWorkers: 'allow', bypassCSP: true });

test('installs with a manifest and icons, opens offline at its shell or an honest offline page, and goes live again', async ({ page, context, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#0F52BA' });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  await page.addInitScript(() => localStorage.setItem('m_lang_identifier', 'zh'));
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // The worker is registered after load and controls the page once it has claimed it.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state ?? null)), { timeout: 15_000 }).toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('navigation').first()).toBeVisible();

  await context.setOffline(true);
  // A page opened offline: the last shell, its scripts from the cache; the app starts and says honestly that the
  // mall cannot load without a network, with a retry.
  await page.goto('/pages/category/index');
  await expect(page.getByRole('button', { name: /商城加载失败/ })).toBeVisible();
  expect(await auditPage(page)).toEqual([]);
  // The worker's offline page itself, honest and in the shopper's language.
  await page.goto('/offline.html');
  await expect(page.getByRole('heading', { name: '网络未连接' })).toBeVisible();
  expect(await auditPage(page)).toEqual([]);

  await context.setOffline(false);
  await page.getByRole('button', { name: '重试' }).click();
  const answer = await page.goto('/pages/index/index');
  expect(answer?.ok()).toBe(true);
  await expect(page.locator('nav.mall-tab-bar')).toBeVisible();
});
