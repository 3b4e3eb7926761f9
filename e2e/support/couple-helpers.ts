import {
  type Browser,
  type BrowserContextOptions,
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

/** The text of a toast (sonner) as it appears. */
export function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}
