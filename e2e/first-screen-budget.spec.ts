import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

// The design's budget: the shell's first screen loads at most 150 KB of gzipped JavaScript.
const BUDGET = 150 * 1024;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

test('the first screen stays within 150 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('[data-page="index/index"]')).toBeVisible();
  await page.waitForLoadState('networkidle');

  let total = 0;
  for (const script of scripts) {
    const file = path.join(dist, script);
    total += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  console.log(`first screen: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzipped`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET);
});
