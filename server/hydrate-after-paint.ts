/**
 * A public page's framework scripts start after its first paint (ADR 095). React Router's
 * `<Scripts />` writes a `modulepreload` link per module into the head and the hydration module
 * at the end of the body: the browser fetched about 100 KiB of JavaScript (brotli) while the
 * document and its stylesheet were still on the line, and under Lighthouse's simulated slow 4G
 * that JavaScript was counted into the first and largest paint. Here the links leave the head,
 * the module becomes data (`type="text/x-hydrate"`, which no browser runs), and a small script
 * puts both back once the page has painted: the same modules, fetched in parallel as before,
 * and the same hydration. With JavaScript off nothing changes: the page is its HTML.
 *
 * The CSP names the carried module by its hash like any inline script (server/page-cache/csp.ts):
 * the module the loader inserts has the same text, so the same hash lets it run.
 */

const CARRIER_ID = 'hydrate-module'

/** React Router's hydration module, as `<Scripts />` renders it (once per document). */
const HYDRATION_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/
/** The preloads `<Scripts />` renders, hoisted into the head by React. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g

/**
 * Runs once the browser reports the page's first contentful paint: the entry is queued after
 * the frame is shown (a task queued from the frame's own callback could run before it was, on
 * a busy machine, and the scripts then shared the line with it again). Where paint timing is
 * not reported, that task is the sign. A page opened in a background tab paints nothing, and
 * runs no frames, until it is shown: it starts its scripts then.
 */
export const HYDRATION_LOADER = `(() => {
  let started = false
  const start = () => {
    if (started) return
    started = true
    const carrier = document.getElementById('${CARRIER_ID}')
    if (!carrier) return
    for (const href of (carrier.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.textContent = carrier.textContent
    document.body.append(script)
  }
  // After the first frame: at once where paint timing is not reported, or else as a backstop
  // for a page that never paints text or an image (the entry would never come).
  const reported = window.PerformanceObserver?.supportedEntryTypes?.includes('paint')
  requestAnimationFrame(() => setTimeout(start, reported ? 1000 : 0))
  if (reported) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      setTimeout(start)
    })
    observer.observe({ type: 'paint', buffered: true })
  }
})()`

/**
 * The document with its framework scripts started after its first paint; unchanged without
 * them. The page's bytes are read as latin1, as `inlineScriptHashes` reads them: the tags are
 * ASCII, the module's text is carried byte for byte, and nothing is decoded as UTF-8.
 */
export function hydrateAfterPaint(page: Buffer): Buffer {
  const html = page.toString('latin1')
  const module = HYDRATION_MODULE.exec(html)
  if (!module) return page
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!)
  // The module's text stays as it was, byte for byte: its hash is what lets the copy run.
  const carrier =
    `<script type="text/x-hydrate" id="${CARRIER_ID}" data-preload="${preloads.join(' ')}">` +
    `${module[1]}</script><script>${HYDRATION_LOADER}</script>`
  return Buffer.from(
    html.replace(MODULE_PRELOAD, '').replace(HYDRATION_MODULE, () => carrier),
    'latin1',
  )
}
