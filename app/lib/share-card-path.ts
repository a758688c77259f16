/**
 * The card's path for a page's path: `/` → `/og/index.png`, `/services` → `/og/services.png`;
 * a picture card (a project's, ADR 075) is a JPEG: `/og/portfolio/harbour.jpg`.
 */
export function cardPath(pathname: string, kind: 'title' | 'photo' = 'title'): string {
  const path = pathname.replace(/\/+$/, '') || '/'
  const name = path === '/' ? '/index' : path
  return `/og${name}.${kind === 'photo' ? 'jpg' : 'png'}`
}
