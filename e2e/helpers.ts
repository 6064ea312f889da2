import { expect, type Page } from '@playwright/test';

export const API = '/api/jhyl/osm/v1';

/** Stores values in localStorage before the app starts, as a returning shopper's browser would have them. */
export async function withStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** Fails the test on any uncaught error in the page. */
export function failOnPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

export async function expectPage(page: Page, name: string): Promise<void> {
  await expect(page.locator(`[data-page="${name}"]`)).toBeVisible();
}

export interface MallConfig {
  mallName: string;
  theme: string;
  defaultLanguage: string;
  currencies: { code: string; symbol: string; rate: number }[];
}

export async function fetchConfig(page: Page): Promise<MallConfig> {
  const response = await page.request.post(`${API}/decorate/query/config`, { data: {} });
  const body = (await response.json()) as { data: MallConfig };
  return body.data;
}

/** Answers one API call with an envelope of our choosing, to stage what the server would say. */
export async function stubCall(page: Page, path: string, envelope: { success: boolean; code: number; message: string; data: unknown }): Promise<void> {
  await page.route(`**${API}/${path}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(envelope) }));
}

/**
 * Pages come with the mall's config written in (`#mall-config`), so a first visit boots without asking for it;
 * tests of the asking itself (headers, retries, language round trips) take the block out of every page.
 */
export async function withoutInlineConfig(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script type="application\/json" id="mall-config">.*?<\/script>/s, '');
    return route.fulfill({ response, body: html });
  });
}
