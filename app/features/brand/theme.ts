import { brandContrast, brandDefaults, darkTone, INK, type Brand } from './schemas'

/**
 * The brand's colours as the site's colour tokens (app/app.css), for both themes: the light
 * theme takes them as chosen (checked for AA when saved), the dark theme a lightened tone with
 * dark text (darkTone). Empty while the colours are today's, so the stylesheet's own tokens,
 * tuned by hand for both themes, stay in force.
 */
export function brandCss(brand: Pick<Brand, 'primaryColor' | 'accentColor'>): string {
  if (
    brand.primaryColor === brandDefaults.primaryColor &&
    brand.accentColor === brandDefaults.accentColor
  ) {
    return ''
  }
  const pairs = brandContrast(brand.primaryColor, brand.accentColor)
  const light = `--primary:${brand.primaryColor};--primary-foreground:${pairs.primary.text};--ring:${brand.primaryColor};--accent:${brand.accentColor};--accent-foreground:${pairs.accent.text}`
  const darkPrimary = darkTone(brand.primaryColor)
  const dark = `--primary:${darkPrimary};--primary-foreground:${INK};--ring:${darkPrimary};--accent:${darkTone(brand.accentColor)};--accent-foreground:${INK}`
  // The same two selectors as the stylesheet's dark variant: the class the theme script sets,
  // and the system's choice when no script runs.
  return `:root{${light}}:root.dark{${dark}}@media (prefers-color-scheme: dark){html:not(.js){${dark}}}`
}
