import type { ComponentProps } from 'react'
import { SiteIcon } from '~/components/ui/site-icon'
import type { Translate } from '~/i18n/messages'
import { nextThemeAfter, type ThemePreference } from '~/lib/theme'
import { useT } from './site-data'

export type SiteTheme = 'light' | 'dark' | null

/**
 * Names what a click does. The toggle works on the stored preference (docs/product.md §States,
 * Theme), so "system" on a dark OS goes to a saved dark theme: the page looks the same but stops
 * following the system.
 */
export function themeToggleLabel(
  t: Translate,
  theme: SiteTheme,
  preference: ThemePreference | null,
) {
  if (theme === null || preference === null) return t('theme.toggle')
  const next = nextThemeAfter(preference)
  return next === theme ? t(`theme.alwaysUse.${next}`) : t(`theme.switchTo.${next}`)
}

/** The round bottom-right button; the icon follows the class on <html>, so it is right before hydration too. */
export function ThemeToggleButton({
  theme,
  preference,
  ...props
}: ComponentProps<'button'> & { theme: SiteTheme; preference: ThemePreference | null }) {
  return (
    <button
      type="button"
      aria-label={themeToggleLabel(useT(), theme, preference)}
      className="bg-card/90 text-foreground hover:bg-card focus-visible:ring-ring inline-flex size-(--toggle-size) items-center justify-center rounded-full border shadow-lg backdrop-blur transition-transform hover:scale-105 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
      {...props}
    >
      <SiteIcon name="sun" className="size-5 dark:hidden" />
      <SiteIcon name="moon" className="hidden size-5 dark:block" />
    </button>
  )
}
