import { describe, expect, it } from 'vitest'
import { productPathOf } from '~/core/product-paths'
import routes from './routes'

interface RouteEntry {
  file: string
  path?: string
  index?: boolean
  children?: RouteEntry[]
}

/** The public site's layout: every route under it is a page of the site. */
const SITE_LAYOUT = 'routes/site/layout.tsx'

/** Every path app/routes.ts declares, in full (`/admin/settings/redirects`), and whether it is a page. */
function routePaths(
  entries: readonly RouteEntry[],
  parent = '',
  page = false,
): { path: string; page: boolean }[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent
    const isPage = page || entry.file === SITE_LAYOUT
    return [
      ...(entry.path || entry.index ? [{ path: here || '/', page: isPage }] : []),
      ...routePaths(entry.children ?? [], here, isPage),
    ]
  })
}

describe('the route config', () => {
  it('declares a page of the site or one of productPaths at every path, never both', () => {
    const declared = routePaths(routes as RouteEntry[]).filter((route) => route.path !== '/*')
    expect(declared).toContainEqual({ path: '/admin/settings/redirects', page: false })
    expect(declared).toContainEqual({ path: '/sitemap.xml', page: false })
    expect(declared).toContainEqual({ path: '/portfolio/:slug', page: true })
    for (const { path, page } of declared) {
      // A page's path may be redirected (a changed slug); the product's own may not.
      expect(productPathOf(path.replace(/:\w+/g, 'x')) === undefined, path).toBe(page)
    }
  })
})
