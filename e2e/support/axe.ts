import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

/**
 * Fails when axe finds a serious or critical problem on the page as it is now. axe is evaluated
 * through DevTools: the page's Content-Security-Policy (script-src 'self') refuses an injected
 * <script>. Toasts are left out: they fade in and out, and their colours are the toaster's.
 */
export async function expectNoSeriousAxeViolations(page: Page, where: string) {
  // Judge the page at rest: mid-way through an entrance animation (a message bubble popping in)
  // colours are blended with the background. Endless ones (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<any> } })
      .axe;
    const result = await axe.run(
      { exclude: [['[data-sonner-toaster]']] },
      { resultTypes: ['violations'] },
    );
    return result.violations as AxeViolation[];
  });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} ×${v.nodes.length}: ` +
        v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('; '),
    );
  expect(serious, `axe on ${where}`).toEqual([]);
}
