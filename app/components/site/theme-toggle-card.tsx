import type { ThemePreference } from '~/lib/theme'
import { useT } from './site-data'
import type { SiteTheme } from './theme-toggle-button'

/**
 * The theme toggle's hover card: the current theme, whether it follows the system, and what a
 * click does. A chunk of its own, fetched when the pointer or focus first reaches the button
 * (during the card's 200 ms delay), so the text is no part of every page's JavaScript.
 */
export default function ThemeToggleCard({
  id,
  theme,
  preference,
  next,
}: {
  id: string
  theme: SiteTheme
  preference: ThemePreference | null
  /** The theme a click gives (`nextThemeAfter`, worked out by the toggle); null before hydration. */
  next: 'light' | 'dark' | null
}) {
  const t = useT()
  return (
    <div
      id={id}
      role="tooltip"
      className="bg-card text-card-foreground absolute end-0 bottom-full mb-3 w-64 rounded-lg border p-4 text-sm shadow-lg"
    >
      <p className="font-semibold">
        {t(theme === null ? 'theme.card.theme' : `theme.card.${theme}`)}
        {preference === 'system' && (
          <span className="text-muted-foreground font-normal">
            {t('theme.card.followingSystem')}
          </span>
        )}
      </p>
      <p className="text-muted-foreground mt-1">
        {next === null
          ? t('theme.card.clickToSwitch')
          : next === theme
            ? t(`theme.card.clickAlways.${next}`)
            : t(`theme.card.clickSwitch.${next}`)}{' '}
        {t('theme.card.saved')}
      </p>
    </div>
  )
}
