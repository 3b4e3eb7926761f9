import { test as base, type BrowserContextOptions } from '@playwright/test';

/**
 * Playwright's test with `personOptions`: the current project's device settings (desktop or
 * phone) for the extra browser contexts a test opens, one per person.
 */
export const test = base.extend<{ personOptions: BrowserContextOptions }>({
  personOptions: async (
    { baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor },
    use,
  ) => {
    await use({
      ...(baseURL ? { baseURL } : {}),
      viewport,
      ...(userAgent ? { userAgent } : {}),
      isMobile,
      hasTouch,
      ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
    });
  },
});

export { expect } from '@playwright/test';
