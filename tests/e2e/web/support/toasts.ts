import type { Locator, Page } from '@playwright/test';

/** The visible toast area (Radix's viewport region), so texts are not matched twice in its live announcer. */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ });
}
