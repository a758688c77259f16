import type { Express } from 'express'

interface Layer {
  rawPath?: unknown
  route?: { path: string; methods: Record<string, boolean> }
  handle?: { stack?: Layer[] }
}

/**
 * Every API route the Express app registers, as `METHOD /api/path` (Express's own `:param`
 * syntax), read from its router stacks: what a client can actually reach, whatever any list
 * says. The catch-alls that answer 405 (`router.all`) are left out.
 */
export function registeredApiRoutes(app: Express): string[] {
  const routes: string[] = []
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      const path = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''
      if (layer.route) {
        const full = prefix + (layer.route.path === '/' && prefix ? '' : layer.route.path)
        for (const method of Object.keys(layer.route.methods)) {
          if (method !== '_all') routes.push(`${method.toUpperCase()} ${full}`)
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, prefix + path)
      }
    }
  }
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '')
  return routes.filter((route) => route.split(' ')[1]!.startsWith('/api/'))
}
