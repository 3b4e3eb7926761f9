import type { Page } from '@playwright/test';

/** A sonner toast with this text. */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
