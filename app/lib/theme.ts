export type ThemePreference = 'light' | 'dark' | 'system'

/**
 * Product-specific keys; the portal keeps its own preference (default dark, docs/product.md
 * §Constants).
 */
export const THEME_KEYS = { site: 'agency-site:theme', admin: 'agency-site:admin-theme' } as const
export const THEME_DEFAULTS = { site: 'system', admin: 'dark' } as const

export type ThemeScope = keyof typeof THEME_KEYS

export const themeScopeFor = (pathname: string): ThemeScope =>
  pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'site'

export function readThemePreference(scope: ThemeScope): ThemePreference {
  try {
    const value = localStorage.getItem(THEME_KEYS[scope])
    if (value === 'light' || value === 'dark' || value === 'system') return value
  } catch {
    // Storage can be blocked (private mode, policies): fall back to the default.
  }
  return THEME_DEFAULTS[scope]
}

export function resolveTheme(preference: ThemePreference): 'light' | 'dark' {
  if (preference !== 'system') return preference
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

/**
 * Switches the theme in one step: colour transitions are held off while the class changes
 * (app.css, `theme-switching`), so no control passes through a half-way colour that neither
 * theme has, nor is read mid-way by a contrast check.
 */
export function applyTheme(theme: 'light' | 'dark') {
  const root = document.documentElement
  root.classList.add('theme-switching')
  root.classList.toggle('dark', theme === 'dark')
  root.style.colorScheme = theme
  // Reading a layout value makes the browser apply the new colours now, transitions still off.
  void root.offsetWidth
  root.classList.remove('theme-switching')
}

/**
 * The toggle rule, on the stored preference: dark becomes light, anything else (light, system)
 * becomes dark (docs/product.md §States, Theme).
 */
export const nextThemeAfter = (preference: ThemePreference): 'light' | 'dark' =>
  preference === 'dark' ? 'light' : 'dark'

/** Applies and saves the theme that follows the stored preference (docs/product.md §States). */
export function toggleTheme(scope: ThemeScope): 'light' | 'dark' {
  const next = nextThemeAfter(readThemePreference(scope))
  try {
    localStorage.setItem(THEME_KEYS[scope], next)
  } catch {
    // Not saved, but still applied for this page.
  }
  applyTheme(next)
  return next
}

/**
 * Runs in <head> before the first paint so the page never flashes the wrong theme.
 * Kept dependency-free: it is inlined as text. It also marks <html> with \`js\`, so controls that
 * need JavaScript can give way to their <noscript> stand-ins (app.css).
 */
export const themeScript = `(() => {
  document.documentElement.classList.add('js');
  try {
    const admin = location.pathname === '/admin' || location.pathname.startsWith('/admin/');
    const key = admin ? '${THEME_KEYS.admin}' : '${THEME_KEYS.site}';
    let pref = localStorage.getItem(key);
    if (pref !== 'light' && pref !== 'dark' && pref !== 'system') pref = admin ? 'dark' : 'system';
    const dark = pref === 'dark' || (pref === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {}
})();`
