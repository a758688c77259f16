import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react'
import { applyTheme, readThemePreference, resolveTheme, THEME_KEYS, toggleTheme } from '~/lib/theme'

// The class on <html> is the truth (the <head> script or the effect below set it), so observe
// it instead of keeping a second copy that could disagree.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

const current = (): 'light' | 'dark' =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light'

/**
 * Applies the portal's own preference while the portal is on screen. The <head> script only
 * runs on a full load; arriving client-side from the public site (Back after "Back to website")
 * would otherwise keep the site's theme. A layout effect, so the wrong theme is never painted.
 */
export function useApplyAdminTheme() {
  useLayoutEffect(() => {
    const sync = () => applyTheme(resolveTheme(readThemePreference('admin')))
    sync()
    // A choice made in another tab applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_KEYS.admin) sync()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
}

/**
 * The portal's theme (default dark, docs/product.md §Constants) and its toggle (dark ↔ light,
 * saved).
 */
export function useAdminTheme() {
  const theme = useSyncExternalStore(subscribe, current, () => 'dark' as const)
  const toggle = useCallback(() => {
    toggleTheme('admin')
  }, [])
  return { theme, toggle }
}
