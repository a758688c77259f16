import { createContext, useCallback, useContext, useEffect, useState } from 'react'
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

export type SiteThemeControl = ReturnType<typeof useSiteTheme>

/**
 * The layout's one theme state, for the controls that change it (the fixed toggle, the phone
 * menu's switch), so each says what a click will do after the other was used.
 */
export const SiteThemeContext = createContext<SiteThemeControl | null>(null)

export function useSiteThemeControl(): SiteThemeControl {
  const control = useContext(SiteThemeContext)
  if (!control) throw new Error('useSiteThemeControl is for components inside the site layout')
  return control
}
