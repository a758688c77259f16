import type { ThemePreference } from '~/lib/theme'
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
  return (
    <div
      id={id}
      role="tooltip"
      className="bg-card text-card-foreground absolute right-0 bottom-full mb-3 w-64 rounded-lg border p-4 text-sm shadow-lg"
    >
      <p className="font-semibold">
        {theme === 'dark' ? 'Dark theme' : theme === 'light' ? 'Light theme' : 'Theme'}
        {preference === 'system' && (
          <span className="text-muted-foreground font-normal"> · following your system</span>
        )}
      </p>
      <p className="text-muted-foreground mt-1">
        {next === null
          ? 'Click to switch between light and dark mode.'
          : next === theme
            ? `Click to always use ${next} mode.`
            : `Click to switch to ${next} mode.`}{' '}
        Your choice is saved on this device.
      </p>
    </div>
  )
}
