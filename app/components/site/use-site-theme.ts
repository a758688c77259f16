import { useCallback, useEffect, useState } from 'react'
import {
  applyTheme,
  readThemePreference,
  resolveTheme,
  THEME_KEYS,
  toggleTheme,
  type ThemePreference,
} from '~/lib/theme'

type SiteThemeState = { theme: 'light' | 'dark'; preference: ThemePreference }

/**
 * The public site's stored preference and the theme it resolves to. Unknown (null) until
 * hydration: the server cannot know it, and the inline head script has already applied it.
 */
export function useSiteTheme() {
  const [state, setState] = useState<SiteThemeState | null>(null)

  useEffect(() => {
    const sync = () => {
      const preference = readThemePreference('site')
      const theme = resolveTheme(preference)
      applyTheme(theme)
      setState({ theme, preference })
    }
    sync()
    // "System" follows the OS while the page is open; another tab's choice applies here too.
    const media = matchMedia('(prefers-color-scheme: dark)')
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_KEYS.site) sync()
    }
    media.addEventListener('change', sync)
    window.addEventListener('storage', onStorage)
    return () => {
      media.removeEventListener('change', sync)
      window.removeEventListener('storage', onStorage)
    }
  }, [])

  const toggle = useCallback(() => {
    const theme = toggleTheme('site')
    setState({ theme, preference: theme })
  }, [])
  return { theme: state?.theme ?? null, preference: state?.preference ?? null, toggle }
}

/** The theme, the stored preference and the toggle, as the layout gives them to its controls. */
export type SiteThemeControl = ReturnType<typeof useSiteTheme>
