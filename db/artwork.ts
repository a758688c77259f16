import sharp from 'sharp'

export interface ArtworkOptions {
  title: string
  subtitle?: string
  palette: readonly [string, string]
  seed: number
  width?: number
  height?: number
}

interface Rgb {
  r: number
  g: number
  b: number
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

function parseHex(hex: string): Rgb {
  if (!HEX.test(hex)) throw new Error(`Invalid palette colour: ${hex}`)
  const full =
    hex.length === 4
      ? hex
          .slice(1)
          .split('')
          .map((c) => c + c)
          .join('')
      : hex.slice(1)
  const n = Number.parseInt(full, 16)
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 }
}

const toHex = ({ r, g, b }: Rgb) =>
  '#' +
  [r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')

const mix = (a: Rgb, b: Rgb, t: number): Rgb => ({
  r: a.r + (b.r - a.r) * t,
  g: a.g + (b.g - a.g) * t,
  b: a.b + (b.b - a.b) * t,
})

const WHITE: Rgb = { r: 255, g: 255, b: 255 }
const INK: Rgb = { r: 8, g: 10, b: 24 }

/** FNV-1a, so the same title always yields the same variation. */
function hashString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: tiny, fast and deterministic, which is all generated artwork needs. */
function createRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const round = (n: number) => Math.round(n * 10) / 10

function wavePath(
  width: number,
  height: number,
  baseline: number,
  amplitude: number,
  wavelength: number,
  phase: number,
): string {
  const steps = 48
  let d = `M 0 ${height} L 0 ${round(baseline + Math.sin(phase) * amplitude)}`
  for (let i = 1; i <= steps; i++) {
    const x = (width * i) / steps
    const y = baseline + Math.sin(phase + (x / wavelength) * Math.PI * 2) * amplitude
    d += ` L ${round(x)} ${round(y)}`
  }
  return `${d} L ${width} ${height} Z`
}

/** A floating "interface card": a rounded panel with a few placeholder bars and a dot. */
function card(x: number, y: number, w: number, h: number, angle: number, accent: string): string {
  const pad = w * 0.09
  const bar = h * 0.08
  const radius = Math.min(w, h) * 0.09
  const lines = [0.62, 0.82, 0.48]
    .map(
      (f, i) =>
        `<rect x="${round(pad)}" y="${round(h * 0.42 + i * bar * 2)}" width="${round((w - pad * 2) * f)}" height="${round(bar)}" rx="${round(bar / 2)}" fill="#ffffff" fill-opacity="${i === 0 ? 0.55 : 0.3}"/>`,
    )
    .join('')
  return `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(angle)} ${round(w / 2)} ${round(h / 2)})">
  <rect width="${round(w)}" height="${round(h)}" rx="${round(radius)}" fill="url(#glass)" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5"/>
  <circle cx="${round(pad + h * 0.09)}" cy="${round(h * 0.2)}" r="${round(h * 0.09)}" fill="${accent}"/>
  ${lines}
</g>`
}

function buildSvg(opts: ArtworkOptions, width: number, height: number): string {
  const random = createRandom(
    hashString(`${opts.title}\u0000${opts.subtitle ?? ''}`) ^ Math.imul(opts.seed | 0, 0x9e3779b1),
  )
  const between = (min: number, max: number) => min + random() * (max - min)

  const a = parseHex(opts.palette[0])
  const b = parseHex(opts.palette[1])
  const deep = toHex(mix(a, INK, 0.35))
  const light = toHex(mix(b, WHITE, 0.35))
  const glowA = toHex(mix(a, WHITE, 0.25))
  const glowB = toHex(mix(b, WHITE, 0.5))
  const accent = toHex(mix(b, WHITE, 0.15))
  const unit = Math.min(width, height)

  const angle = between(0, 360)
  const rad = (angle * Math.PI) / 180
  const gx = round(50 + Math.cos(rad) * 50)
  const gy = round(50 + Math.sin(rad) * 50)

  // Soft glows as radial gradients that fade to nothing. They look like the blurred circles they
  // replace, but a blur filter this wide cost ~0.4 s per picture, most of a first start's
  // seeding (docs/performance.md §Start).
  const glowGradients = [glowA, glowB]
    .map(
      (colour, i) => `<radialGradient id="glow${i}">
    <stop offset="0" stop-color="${colour}"/>
    <stop offset="0.35" stop-color="${colour}" stop-opacity="0.8"/>
    <stop offset="1" stop-color="${colour}" stop-opacity="0"/>
  </radialGradient>`,
    )
    .join('')
  const glows = Array.from({ length: 3 }, (_, i) => {
    const cx = round(between(0.1, 0.9) * width)
    const cy = round(between(0.1, 0.8) * height)
    const r = round(between(0.28, 0.45) * unit)
    return `<circle cx="${cx}" cy="${cy}" r="${round(r * 1.6)}" fill="url(#glow${i % 2})" opacity="${round(between(0.35, 0.6) * 100) / 100}"/>`
  }).join('')

  const ringX = between(0.55, 0.85) * width
  const ringY = between(0.2, 0.5) * height
  const ringR = between(0.22, 0.32) * unit
  const rings = [1, 0.72, 0.46]
    .map(
      (f, i) =>
        `<circle cx="${round(ringX)}" cy="${round(ringY)}" r="${round(ringR * f)}" fill="none" stroke="#ffffff" stroke-opacity="${0.28 - i * 0.06}" stroke-width="${i === 0 ? 2 : 1.5}"${i === 1 ? ` stroke-dasharray="${round(unit * 0.012)} ${round(unit * 0.018)}"` : ''}/>`,
    )
    .join('')
  // Keep the small "planet" on its orbit but inside the frame, so it is never cut off.
  let px = ringX
  let py = ringY - ringR
  for (let i = 0; i < 12; i++) {
    const t = between(0, Math.PI * 2)
    px = ringX + Math.cos(t) * ringR
    py = ringY + Math.sin(t) * ringR
    if (px > unit * 0.05 && px < width - unit * 0.05 && py > unit * 0.05 && py < height * 0.6) break
  }
  const planet = `<circle cx="${round(px)}" cy="${round(py)}" r="${round(unit * 0.022)}" fill="#ffffff" fill-opacity="0.9"/>`

  const cardCount = 2 + Math.floor(random() * 2)
  const cards = Array.from({ length: cardCount }, (_, i) => {
    const w = between(0.2, 0.28) * width
    const h = w * between(0.55, 0.7)
    const x = (0.08 + i * 0.24 + between(-0.03, 0.03)) * width
    const y = between(0.18, 0.5) * height
    return card(x, y, w, h, between(-9, 9), accent)
  }).join('')

  const waves = [0, 1, 2]
    .map((i) => {
      const baseline = height * (0.72 + i * 0.08)
      const d = wavePath(
        width,
        height,
        baseline,
        unit * between(0.025, 0.06),
        width * between(0.45, 0.9),
        between(0, Math.PI * 2),
      )
      return `<path d="${d}" fill="url(#wave${i})"/>`
    })
    .join('')

  const waveGradients = [
    { tint: 0.45, opacity: 0.22 },
    { tint: 0.25, opacity: 0.35 },
    { tint: 0.05, opacity: 0.55 },
  ]
    .map(
      ({ tint, opacity }, i) => `<linearGradient id="wave${i}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${toHex(mix(i === 2 ? a : b, WHITE, tint))}" stop-opacity="${opacity}"/>
    <stop offset="1" stop-color="${toHex(mix(i === 2 ? b : a, WHITE, tint))}" stop-opacity="${opacity}"/>
  </linearGradient>`,
    )
    .join('')

  const dotX = round(between(0.04, 0.2) * width)
  const dotY = round(between(0.04, 0.07) * height)
  const dotStep = round(unit * 0.03)
  const cell = round(unit * 0.06)

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="bg" x1="${round(100 - gx)}%" y1="${round(100 - gy)}%" x2="${gx}%" y2="${gy}%">
    <stop offset="0" stop-color="${deep}"/>
    <stop offset="0.55" stop-color="${opts.palette[0]}"/>
    <stop offset="1" stop-color="${light}"/>
  </linearGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.4" stop-color="#000000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000000" stop-opacity="0.18"/>
  </linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.26"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0.08"/>
  </linearGradient>
${waveGradients}
  <radialGradient id="fade" cx="50%" cy="45%" r="65%">
    <stop offset="0" stop-color="#ffffff" stop-opacity="1"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
  <mask id="grid-mask"><rect width="${width}" height="${height}" fill="url(#fade)"/></mask>
  <pattern id="grid" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse">
    <path d="M ${cell} 0 L 0 0 0 ${cell}" fill="none" stroke="#ffffff" stroke-opacity="0.09" stroke-width="1"/>
  </pattern>
  <pattern id="dots" x="${dotX}" y="${dotY}" width="${dotStep}" height="${dotStep}" patternUnits="userSpaceOnUse">
    <circle cx="${round(dotStep / 2)}" cy="${round(dotStep / 2)}" r="${round(unit * 0.0035)}" fill="#ffffff" fill-opacity="0.45"/>
  </pattern>
${glowGradients}
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${glows}
<rect width="${width}" height="${height}" fill="url(#grid)" mask="url(#grid-mask)"/>
<rect x="${dotX}" y="${dotY}" width="${round(dotStep * 6)}" height="${round(dotStep * 4)}" fill="url(#dots)"/>
${rings}
${planet}
<rect width="${width}" height="${height}" fill="url(#shade)"/>
${waves}
${cards}
</svg>`
}

/**
 * Renders an original abstract illustration as PNG bytes, used for demo portfolio and product
 * images. Deterministic: the same options always produce the same picture. No text is drawn,
 * because the machine rendering it may have no fonts installed.
 */
export async function renderArtwork(opts: ArtworkOptions): Promise<Buffer> {
  const width = Math.round(opts.width ?? 1200)
  const height = Math.round(opts.height ?? 800)
  if (!(width >= 16 && width <= 4096 && height >= 16 && height <= 4096)) {
    throw new Error(`Artwork size out of range: ${width}x${height}`)
  }
  const svg = buildSvg(opts, width, height)
  return sharp(Buffer.from(svg)).png().toBuffer()
}
