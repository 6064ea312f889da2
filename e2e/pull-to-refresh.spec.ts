import { expect, test, type Page } from '@playwright/test';
import { expectPage } from './helpers.ts';

/** A finger pulling the page down by `distance` px, in small moves, as a touch screen reports it; returns the release. */
async function pull(page: Page, distance: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) => {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 195, y: 200 + dy, id: 1 }] });
  };
  await touch('touchStart', 0);
  for (let dy = 10; dy <= distance; dy += 10) await touch('touchMove', dy);
  return () => touch('touchEnd', distance);
}

test('pulling the home page down refreshes it', async ({ page }) => {
  await page.goto('/');
  await expectPage(page, 'index/index');
  // The first touch fetches the pull code.
  await page.getByTestId('home-deals').locator('.mall-home-card-title').tap();
  const head = page.locator('.adm-pull-to-refresh-head');
  await expect(head).toHaveText('Scroll down to refresh');

  const refetch = page.waitForRequest('**/decorate/query/config');
  const release = await pull(page, 240);
  await expect(head).toHaveText('Release to refresh immediately');
  await release();
  await refetch;
  await expect(head).toHaveText('Refresh successful');
  // The page content survived the pull wrapper arriving around it.
  await expect(page.getByTestId('home-deals')).toBeVisible();
});

test('a short pull, under the 45 px threshold, does not refresh', async ({ page }) => {
  await page.goto('/pages/index/cart');
  await expectPage(page, 'index/cart');
  await page.getByText('Log in to see your cart').tap();
  await expect(page.locator('.adm-pull-to-refresh-head')).toHaveText('Scroll down to refresh');
  let refetched = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/')) refetched = true;
  });
  const release = await pull(page, 40);
  await release();
  await page.waitForTimeout(500);
  expect(refetched).toBe(false);
});
