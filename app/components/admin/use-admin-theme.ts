import { useCallback, useSyncExternalStore } from 'react'
import { toggleTheme } from '~/lib/theme'

// The <head> script already applied the stored admin theme to <html>; the class is the truth,
// so observe it instead of keeping a second copy that could disagree.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

const current = (): 'light' | 'dark' =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light'

/** The portal's theme (default dark, spec §9) and its toggle (dark ↔ light, saved). */
export function useAdminTheme() {
  const theme = useSyncExternalStore(subscribe, current, () => 'dark' as const)
  const toggle = useCallback(() => {
    toggleTheme('admin')
  }, [])
  return { theme, toggle }
}
