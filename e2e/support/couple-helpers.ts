import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import {
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
  type PlaywrightTestOptions,
  type PlaywrightWorkerOptions,
} from '@playwright/test';

type ProjectOptions = Partial<PlaywrightTestOptions & PlaywrightWorkerOptions>;

/** A fresh browser context (a second person) with the current project's device settings. */
export async function newPersonPage(browser: Browser, project: ProjectOptions): Promise<Page> {
  const options: BrowserContextOptions = {};
  if (project.baseURL) options.baseURL = project.baseURL;
  if (project.viewport !== undefined) options.viewport = project.viewport;
  if (project.userAgent) options.userAgent = project.userAgent;
  if (project.isMobile !== undefined) options.isMobile = project.isMobile;
  if (project.hasTouch !== undefined) options.hasTouch = project.hasTouch;
  if (project.deviceScaleFactor !== undefined)
    options.deviceScaleFactor = project.deviceScaleFactor;
  const context = await browser.newContext(options);
  return context.newPage();
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: unknown[] };

/** Fails when axe finds a serious or critical problem on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page, where: string) {
  // Evaluated through DevTools, which the page's Content-Security-Policy does not restrict.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<any> } }).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} ×${v.nodes.length}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

/** The text of a toast (sonner) as it appears. */
export function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}
