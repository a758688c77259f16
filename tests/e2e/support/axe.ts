import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/**
 * An axe run on the page as it is now. A page without frames is checked by one `axe.run` in
 * the page. The builder's default (`runPartial` in every frame, then `finishRun` in a blank
 * page it opens, injecting axe into it twice) exists to join the results of frames, cross-origin
 * ones included; on a page with none it finds the same (compared screen by screen on the portal:
 * the same violations, passes, incomplete and inapplicable rules) at twice the cost, a second a
 * screen on a busy machine. A page with a frame (the contact page's map) keeps the default.
 */
export function axeOn(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page })
  return page.frames().length === 1 ? builder.setLegacyMode() : builder
}
