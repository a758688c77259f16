import { useCallback, useEffect, useState } from 'react'
import { applyTheme, readThemePreference, resolveTheme, THEME_KEYS, toggleTheme } from '~/lib/theme'

/**
 * The public site's resolved theme. Unknown (null) until hydration: the server cannot know
 * it, and the inline head script has already applied it to <html>.
 */
export function useSiteTheme() {
  const [theme, setTheme] = useState<'light' | 'dark' | null>(null)

  useEffect(() => {
    const sync = () => {
      const next = resolveTheme(readThemePreference('site'))
      applyTheme(next)
      setTheme(next)
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

  const toggle = useCallback(() => setTheme(toggleTheme('site')), [])
  return { theme, toggle }
}
