import { describe, expect, it } from 'vitest'
import { productPathOf } from '~/core/product-paths'
import { matchRoutes } from 'react-router'
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
    // The site's optional language segment (ADR 078): its pages are declared at their own path.
    const own = entry.path === ':lang?' ? undefined : entry.path
    const here = own ? `${parent}/${own}` : parent
    const isPage = page || entry.file === SITE_LAYOUT
    return [
      ...(own || entry.index ? [{ path: here || '/', page: isPage }] : []),
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

describe('the public pages in every language (ADR 078)', () => {
  /** The route file each path reaches, as React Router ranks the declared routes. */
  const fileAt = (path: string) => {
    const toRoutes = (entries: readonly RouteEntry[]): object[] =>
      entries.map((e) => ({
        path: e.path,
        index: e.index,
        id: e.file,
        children: e.children && toRoutes(e.children),
      }))
    const matches = matchRoutes(toRoutes(routes as RouteEntry[]) as never, path) ?? []
    const last = matches.at(-1) as { route: { id: string }; params: Record<string, string> }
    return { file: last.route.id, lang: last.params.lang }
  }

  it('reaches each page with or without a language segment', () => {
    expect(fileAt('/')).toEqual({ file: 'routes/site/home.tsx', lang: undefined })
    expect(fileAt('/de')).toEqual({ file: 'routes/site/home.tsx', lang: 'de' })
    expect(fileAt('/de/contact')).toEqual({ file: 'routes/site/contact.tsx', lang: 'de' })
    expect(fileAt('/de/portfolio/x')).toEqual({ file: 'routes/site/project.tsx', lang: 'de' })
    expect(fileAt('/de/nothing/here').file).toBe('routes/site/not-found.tsx')
    expect(fileAt('/admin/login').file).toBe('routes/admin/login.tsx')
  })

  it('takes a project or service whose slug is a page name as that project, not a language', () => {
    for (const name of ['services', 'contact', 'products', 'company', 'portfolio']) {
      expect(fileAt(`/portfolio/${name}`), name).toEqual({
        file: 'routes/site/project.tsx',
        lang: undefined,
      })
      expect(fileAt(`/services/${name}`).file, name).toBe('routes/site/service-detail.tsx')
    }
  })
})
