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

/** React Router's hydration module, as `<Scripts />` renders it (once per document), and its end. */
const MODULE_OPEN = Buffer.from('<script type="module" async="">')
const SCRIPT_CLOSE = Buffer.from('</script>')
/** A preload `<Scripts />` renders, hoisted into the head by React: `…href="URL"/>`. */
const PRELOAD_OPEN = Buffer.from('<link rel="modulepreload" href="')
const PRELOAD_CLOSE = Buffer.from('"/>')

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

/** What follows the module's text in the carrier: its end, and the loader. The same for every page. */
const CARRIER_END = Buffer.from(`</script><script>${HYDRATION_LOADER}</script>`, 'latin1')

/**
 * The document with its framework scripts started after its first paint; unchanged without
 * them. The page is searched and cut as bytes: the tags are ASCII, the module's text is carried
 * byte for byte, and nothing is decoded. (Regular expressions over the page as a string cost 3 %
 * of a cold render: four passes over about 100 KB, and the string made and turned back.)
 */
export function hydrateAfterPaint(page: Buffer): Buffer {
  const module = page.indexOf(MODULE_OPEN)
  if (module === -1) return page
  const moduleText = module + MODULE_OPEN.length
  const moduleEnd = page.indexOf(SCRIPT_CLOSE, moduleText)
  if (moduleEnd === -1) return page
  // What is cut out: each preload link, and the module (the carrier takes its place).
  const moduleCut: [from: number, to: number] = [module, moduleEnd + SCRIPT_CLOSE.length]
  const cuts = [moduleCut]
  const preloads: string[] = []
  for (let at = page.indexOf(PRELOAD_OPEN); at !== -1; at = page.indexOf(PRELOAD_OPEN, at + 1)) {
    const href = at + PRELOAD_OPEN.length
    const quote = page.indexOf('"', href)
    const end = quote + PRELOAD_CLOSE.length
    if (quote <= href || !page.subarray(quote, end).equals(PRELOAD_CLOSE)) continue
    preloads.push(page.toString('latin1', href, quote))
    cuts.push([at, end])
  }
  cuts.sort((a, b) => a[0] - b[0])
  // The module's text stays as it was, byte for byte: its hash is what lets the copy run.
  const carrier = [
    Buffer.from(
      `<script type="text/x-hydrate" id="${CARRIER_ID}" data-preload="${preloads.join(' ')}">`,
      'latin1',
    ),
    page.subarray(moduleText, moduleEnd),
    CARRIER_END,
  ]
  const parts: Buffer[] = []
  let kept = 0
  for (const cut of cuts) {
    parts.push(page.subarray(kept, cut[0]))
    if (cut === moduleCut) parts.push(...carrier)
    kept = cut[1]
  }
  parts.push(page.subarray(kept))
  return Buffer.concat(parts)
}
