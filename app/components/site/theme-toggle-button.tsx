import type { ComponentProps } from 'react'
import { SiteIcon } from '~/components/ui/site-icon'

export type SiteTheme = 'light' | 'dark' | null

export function themeToggleLabel(theme: SiteTheme) {
  if (theme === null) return 'Toggle theme'
  return theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'
}

/** The round bottom-right button; the icon follows the class on <html>, so it is right before hydration too. */
export function ThemeToggleButton({
  theme,
  ...props
}: ComponentProps<'button'> & { theme: SiteTheme }) {
  return (
    <button
      type="button"
      aria-label={themeToggleLabel(theme)}
      className="bg-card/90 text-foreground hover:bg-card focus-visible:ring-ring inline-flex size-12 items-center justify-center rounded-full border shadow-lg backdrop-blur transition-transform hover:scale-105 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
      {...props}
    >
      <SiteIcon name="sun" className="size-5 dark:hidden" />
      <SiteIcon name="moon" className="hidden size-5 dark:block" />
    </button>
  )
}
