import { gzipSync } from 'node:zlib'

/** The JavaScript a page makes the browser load, gzip-compressed as the server sends it. */
export async function measurePageWeights(baseUrl: string, paths: string[]) {
  const rows = []
  // Pages share most of their scripts: each is fetched and compressed once.
  const weights = new Map<string, { gzip: number; sent: number }>()
  for (const path of paths) {
    const html = await (await fetch(baseUrl + path)).text()
    // A public page names its modules for the loader that starts them after its first paint
    // (ADR 095); the portal, in its preloads.
    const scripts = new Set(
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"|import\("([^"]+)"\)/g)].map(
        (m) => m[1] ?? m[2]!,
      ),
    )
    for (const [, list] of html.matchAll(/data-preload="([^"]*)"/g)) {
      for (const src of list!.split(' ').filter(Boolean)) scripts.add(src)
    }
    let gzip = 0
    let sent = 0
    for (const src of scripts) {
      let weight = weights.get(src)
      if (!weight) {
        const res = await fetch(baseUrl + src, { headers: { 'accept-encoding': 'br, gzip' } })
        weight = {
          // What travels: the precompressed copy's length; the budget is read in gzip bytes.
          sent: Number(res.headers.get('content-length')),
          gzip: gzipSync(Buffer.from(await res.arrayBuffer())).length,
        }
        weights.set(src, weight)
      }
      sent += weight.sent
      gzip += weight.gzip
    }
    const kib = (bytes: number) => Math.round(bytes / 102.4) / 10
    rows.push({ page: path, scripts: scripts.size, jsGzipKiB: kib(gzip), jsSentKiB: kib(sent) })
  }
  return rows
}
