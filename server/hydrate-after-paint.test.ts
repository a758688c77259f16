import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './page-cache/csp'
import { HYDRATION_LOADER, hydrateAfterPaint } from './hydrate-after-paint'

const MODULE = `import * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-B.js");`
const page = Buffer.from(
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-B.js"/>' +
    '<link rel="modulepreload" href="/assets/root-A.js"/><link rel="stylesheet" href="/assets/x.css"/>' +
    `</head><body><main>Hello</main><script>window.__reactRouterContext = {};</script>` +
    `<script type="module" async="">${MODULE}</script><p>Größe — “fin”</p></body></html>`,
)

describe('hydrateAfterPaint', () => {
  it('moves the preloads and the hydration module behind the loader, the module unchanged', () => {
    const html = hydrateAfterPaint(page).toString('utf8')
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain(
      `<script type="text/x-hydrate" id="hydrate-module" data-preload="/assets/entry.client-B.js /assets/root-A.js">${MODULE}</script>`,
    )
    expect(html).toContain(`<script>${HYDRATION_LOADER}</script><p>`)
    // The stylesheet and the page stay as they were.
    expect(html).toContain('<link rel="stylesheet" href="/assets/x.css"/>')
    expect(html).toContain('<main>Hello</main>')
    // Text outside ASCII comes through as it was: the page is rewritten as bytes.
    expect(html).toContain('<p>Größe — “fin”</p>')
    // So the loader, written in as latin1, must be ASCII.
    expect(Buffer.from(HYDRATION_LOADER, 'latin1').toString('utf8')).toBe(HYDRATION_LOADER)
  })

  it('names the carried module in the CSP, so the copy the loader inserts may run', () => {
    const before = inlineScriptHashes(page)
    const after = inlineScriptHashes(hydrateAfterPaint(page))
    expect(after).toEqual(expect.arrayContaining(before))
    expect(after).toHaveLength(before.length + 1)
  })

  it("moves only the preloads written as React renders them, and only the first module's text", () => {
    const odd = Buffer.from(
      '<html><head><link rel="modulepreload" href=""/><link rel="modulepreload" href="/a.js" />' +
        '<link rel="modulepreload" href="/b.js"/></head><body>' +
        '<script type="module" async="">first</script><script type="module" async="">second</script>' +
        '</body></html>',
    )
    const html = hydrateAfterPaint(odd).toString('utf8')
    expect(html).toContain('<link rel="modulepreload" href=""/>')
    expect(html).toContain('<link rel="modulepreload" href="/a.js" />')
    expect(html).not.toContain('href="/b.js"')
    expect(html).toContain('data-preload="/b.js">first</script>')
    expect(html).toContain('<script type="module" async="">second</script>')
  })

  it('leaves a document without the hydration module alone', () => {
    const html = Buffer.from('<!DOCTYPE html><html><head></head><body>Not found</body></html>')
    expect(hydrateAfterPaint(html)).toBe(html)
  })
})
