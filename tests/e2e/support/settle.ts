import type { Page } from 'playwright-core'

/**
 * Waits for every animation and transition that will end (a fade after a click, a toast sliding
 * in) to end, so a check reads the colours a person looks at, not a frame half-way between two.
 * Endless ones (the site's animated background) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}
