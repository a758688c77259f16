/**
 * Writes app/components/ui/site-icons.svg, the public site's icon sprite: one <symbol> per icon
 * of app/lib/site-icons.ts, from Lucide's own drawings, so the public pages show
 * icons without shipping them as JavaScript (ADR 028). Run after changing the list:
 * `npm run icons`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { siteIconNames } from '~/lib/site-icons'

type IconNode = [string, Record<string, string>][]

// Brand marks are not in Lucide: filled 24×24 paths.
const brands: Record<string, string> = {
  'brand-facebook':
    'M14 8.5V6.8c0-.8.5-1.3 1.4-1.3H17V2.2h-2.6C11.6 2.2 10.5 4 10.5 6.5v2H8v3.3h2.5V22H14V11.8h2.7l.4-3.3H14Z',
  'brand-x':
    'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L2 3h6.3l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  'brand-instagram':
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM12 2.5c-2.6 0-2.9 0-3.9.1-3.5.2-5.4 2.1-5.6 5.6-.1 1-.1 1.3-.1 3.8s0 2.9.1 3.9c.2 3.5 2.1 5.4 5.6 5.6 1 .1 1.3.1 3.9.1s2.9 0 3.9-.1c3.5-.2 5.4-2.1 5.6-5.6.1-1 .1-1.3.1-3.9s0-2.8-.1-3.8c-.2-3.5-2.1-5.4-5.6-5.6-1-.1-1.3-.1-3.9-.1Zm0 1.7c2.5 0 2.8 0 3.8.1 2.6.1 3.8 1.3 3.9 3.9.1 1 .1 1.3.1 3.8s0 2.8-.1 3.8c-.1 2.6-1.3 3.8-3.9 3.9-1 .1-1.3.1-3.8.1s-2.8 0-3.8-.1c-2.6-.1-3.8-1.3-3.9-3.9-.1-1-.1-1.3-.1-3.8s0-2.8.1-3.8c.1-2.6 1.3-3.8 3.9-3.9 1-.1 1.3-.1 3.8-.1Z',
  'brand-linkedin':
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.83v1.54h.06c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.13V21h-4v-4.98c0-1.19-.02-2.72-1.66-2.72-1.66 0-1.91 1.3-1.91 2.63V21h-4V9.75Z',
}

const attrs = (props: Record<string, string>) =>
  Object.entries(props)
    .filter(([k]) => k !== 'key')
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ')

// Lucide draws with strokes of the text colour; the brand marks are filled with it.
async function symbolFor(name: string): Promise<string> {
  if (brands[name]) {
    return `<symbol id="${name}" viewBox="0 0 24 24"><path fill="currentColor" d="${brands[name]}"/></symbol>`
  }
  const mod = (await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as {
    __iconData: { node: IconNode }
  }
  const body = mod.__iconData.node.map(([tag, props]) => `<${tag} ${attrs(props)}/>`).join('')
  return `<symbol id="${name}" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</g></symbol>`
}

const symbols = await Promise.all(siteIconNames.map(symbolFor))
const sprite = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
const out = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../app/components/ui/site-icons.svg',
)
fs.writeFileSync(out, sprite)
process.stdout.write(`wrote ${siteIconNames.length} icons into ${out}\n`)
