import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

/** The rules the app is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  /** A few of the offending elements, by selector, with what axe says about the first. */
  targets: string[];
  summary: string;
}

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] }[];
}

/** Runs axe-core on the page as it is now; answers its serious and critical violations. */
export async function auditPage(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const result = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: unknown) => Promise<AxeResult> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  }, TAGS);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes.slice(0, 4).map((n) => n.target.join(' ')),
      summary: (v.nodes[0]?.failureSummary ?? '').split('\n').slice(0, 3).join(' '),
    }));
}
