/** The card's path for a page's path: `/` → `/og/index.png`, `/services` → `/og/services.png`. */
export function cardPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/'
  return path === '/' ? '/og/index.png' : `/og${path}.png`
}
