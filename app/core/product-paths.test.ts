import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { productPathOf, productPathProblem } from './product-paths'

describe('the paths the product answers itself', () => {
  it('are every one the probe took over, in any case or encoding', () => {
    for (const taken of [
      '/healthz',
      '/readyz',
      '/sitemap.xml',
      '/robots.txt',
      '/og/index.png',
      '/og/services/seo.png',
      '/Admin',
      '/%61dmin',
      '/admin/settings',
      '/API/x',
      '/api',
      '/uploads/abc.webp',
      '/assets/entry.client-x.js',
      '/brand/icon-192.png',
      '/manifest.webmanifest',
      '/favicon.svg',
      '/favicon.svg.br',
      '/__manifest',
      '/services.data',
      '/_root.data',
      '/HEALTHZ/',
      '/x/../healthz',
      '//healthz',
    ]) {
      expect(productPathOf(taken), taken).toBeDefined()
    }
  })

  it('leave the site’s pages and old addresses free to redirect', () => {
    for (const free of [
      '/',
      '/services',
      '/portfolio/old-slug',
      '/old-offer',
      '/administrator',
      '/apis',
      '/ogre',
      '/blog/2019/01/post.html',
      '/index.php',
      '/%zz',
    ]) {
      expect(productPathOf(free), free).toBeUndefined()
    }
  })

  it('name what answers there', () => {
    expect(productPathProblem('/Healthz')).toBe(
      'The site answers /Healthz itself (the health check)',
    )
    expect(productPathProblem('/old-offer')).toBeNull()
  })

  it('cover every file the site serves from public/', () => {
    const dir = path.resolve('public')
    const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    const names = files
      .filter((f) => f.isFile())
      .map((f) => '/' + path.relative(dir, path.join(f.parentPath, f.name)))
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(productPathOf(name), name).toBeDefined()
  })
})
