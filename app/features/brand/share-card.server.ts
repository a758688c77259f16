import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type * as OpenType from 'opentype.js'
import sharp, { type OverlayOptions, type Sharp } from 'sharp'
import type { Brand } from './schemas'

/** The size every share card has: what LinkedIn, Slack, WhatsApp and X show large (ADR 068). */
export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

/**
 * opentype.js through `require`: its ESM build has named exports only and its CommonJS one a
 * default, and the server runs both as built code and under tsx; `require` is the same in both.
 */
const require = createRequire(import.meta.url)
const opentype = require('opentype.js') as typeof OpenType

const MARGIN = 80
const TITLE_SIZE = 68
const TITLE_LINE = 84
const MAX_LINES = 3
const NAME_SIZE = 34

let fonts: { bold: OpenType.Font; semi: OpenType.Font } | undefined

/**
 * Inter from the `@fontsource/inter` package (WOFF, which opentype.js reads), parsed once: the
 * card's text is drawn as SVG paths, so it never depends on the fonts the server has installed.
 */
function loadFonts() {
  if (fonts) return fonts
  const read = (weight: number) => {
    const file = readFileSync(
      require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
    )
    return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength))
  }
  fonts = { bold: read(700), semi: read(600) }
  return fonts
}

/**
 * The title broken into at most `maxLines` lines no wider than `width`; a word too long for a
 * line is cut, and what does not fit ends with an ellipsis.
 */
export function wrapTitle(
  measure: (text: string) => number,
  title: string,
  width: number,
  maxLines = MAX_LINES,
): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let line = ''
  let placed = 0
  let cut = false
  for (const w of words) {
    let word = w
    while (measure(word) > width && word.length > 1) {
      word = word.slice(0, -1)
      cut = true
    }
    const next = line ? `${line} ${word}` : word
    if (measure(next) > width) {
      if (lines.length + 1 === maxLines) break
      lines.push(line)
      line = word
    } else line = next
    placed++
  }
  if (line) lines.push(line)
  const last = lines.at(-1)
  if (last !== undefined && (placed < words.length || cut)) {
    // Whole words go first, then letters, until the ellipsis fits.
    let kept = last
    while (measure(`${kept}…`) > width && kept.includes(' ')) kept = kept.replace(/\s+\S+$/, '')
    while (measure(`${kept}…`) > width && kept.length > 1) kept = kept.slice(0, -1)
    lines[lines.length - 1] = `${kept}…`
  }
  return lines
}

/**
 * A line of text as SVG path data, glyph by glyph with the font's kerning. (opentype.js's own
 * `getPath` runs the font's shaping features first, and Inter's `ccmp` lookups are a kind it
 * does not support yet; Latin titles need no shaping.)
 */
export function textPath(font: OpenType.Font, text: string, x: number, y: number, size: number) {
  const scale = size / font.unitsPerEm
  const path = new opentype.Path()
  let pen = x
  let previous: OpenType.Glyph | undefined
  for (const ch of Array.from(text)) {
    const glyph = font.charToGlyph(ch)
    if (previous) pen += font.getKerningValue(previous, glyph) * scale
    path.extend(glyph.getPath(pen, y, size))
    pen += (glyph.advanceWidth ?? 0) * scale
    previous = glyph
  }
  return { d: path.toPathData(2), width: pen - x }
}

const advance = (font: OpenType.Font, text: string, size: number) =>
  textPath(font, text, 0, 0, size).width

/** A colour safe inside an SVG attribute: the brand's `#rrggbb`, or a neutral one. */
const colour = (c: string, fallback: string) => (/^#[0-9a-fA-F]{3,8}$/.test(c) ? c : fallback)

/**
 * The card as SVG: the brand's gradient (primary into accent), the title in white, and the
 * brand's monogram and name at the foot. All text is paths (no `<text>`): nothing a visitor or
 * an editor typed reaches the SVG as markup.
 */
export function cardSvg(
  title: string,
  brand: Pick<Brand, 'name' | 'shortName' | 'primaryColor' | 'accentColor'>,
  hasLogo: boolean,
): string {
  const { bold, semi } = loadFonts()
  const primary = colour(brand.primaryColor, '#484dd2')
  const accent = colour(brand.accentColor, '#0099a3')
  const width = CARD_WIDTH - 2 * MARGIN
  const lines = wrapTitle((t) => advance(bold, t, TITLE_SIZE), title, width)
  const top = 150 + ((MAX_LINES - lines.length) * TITLE_LINE) / 2
  const titlePaths = lines
    .map((l, i) => textPath(bold, l, MARGIN, top + i * TITLE_LINE + TITLE_SIZE, TITLE_SIZE))
    .map((p) => `<path d="${p.d}" fill="#ffffff"/>`)
    .join('')
  const footY = CARD_HEIGHT - MARGIN
  const markSize = 72
  const markX = MARGIN
  const markY = footY - markSize
  // Without a logo, the monogram in a white rounded square; the logo is laid over this place.
  const mono = brand.shortName.slice(0, 4)
  const monoSize = mono.length > 2 ? 24 : 32
  const monoWidth = advance(bold, mono, monoSize)
  const monogram = hasLogo
    ? ''
    : `<rect x="${markX}" y="${markY}" width="${markSize}" height="${markSize}" rx="16" fill="#ffffff"/>` +
      `<path d="${textPath(bold, mono, markX + (markSize - monoWidth) / 2, markY + markSize / 2 + monoSize * 0.36, monoSize).d}" fill="${primary}"/>`
  const nameX = markX + markSize + 24
  const name =
    wrapTitle((t) => advance(semi, t, NAME_SIZE), brand.name, CARD_WIDTH - nameX - MARGIN, 1)[0] ??
    ''
  const namePath = textPath(semi, name, nameX, markY + markSize / 2 + NAME_SIZE * 0.36, NAME_SIZE)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#g)"/>` +
    `<rect x="${MARGIN}" y="96" width="96" height="8" rx="4" fill="#ffffff" fill-opacity="0.7"/>` +
    titlePaths +
    monogram +
    `<path d="${namePath.d}" fill="#ffffff"/>` +
    `</svg>`
  )
}

/**
 * The card as a 1200×630 PNG. The logo (the brand's light logo, as uploaded) is fitted into the
 * monogram's place on a white rounded tile, so any logo stays readable on any brand colour.
 */
export async function renderCard(
  title: string,
  brand: Pick<Brand, 'name' | 'shortName' | 'primaryColor' | 'accentColor'>,
  logo: Uint8Array | null,
): Promise<Buffer> {
  const svg = cardSvg(title, brand, logo !== null)
  const layers: OverlayOptions[] = []
  if (logo) {
    try {
      const size = 72
      const inner = await sharp(logo)
        .resize(size - 12, size - 12, {
          fit: 'contain',
          background: { r: 255, g: 255, b: 255, alpha: 0 },
        })
        .png()
        .toBuffer()
      const tile = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="16" fill="#ffffff"/></svg>`,
      )
      layers.push({ input: tile, left: MARGIN, top: CARD_HEIGHT - MARGIN - size })
      layers.push({ input: inner, left: MARGIN + 6, top: CARD_HEIGHT - MARGIN - size + 6 })
    } catch {
      // A logo sharp cannot read: the card goes out without it rather than not at all.
    }
  }
  return sharp(Buffer.from(svg)).composite(layers).png({ compressionLevel: 6 }).toBuffer()
}

/**
 * A project's card (ADR 075): its picture scaled to cover 1200×630 and cropped about its focal
 * point (the media library's; the centre when none is set), as a JPEG. A picture of exactly
 * that size passes whole. A photograph as PNG would be several times the size, and some apps
 * show no preview for a large image. Transparency lies on white.
 */
export async function renderPhotoCard(
  picture: Uint8Array,
  focalPoint: { x: number; y: number } | null = null,
): Promise<Buffer> {
  const source = () => sharp(picture).rotate()
  let cropped: Sharp
  const { width, height } = focalPoint ? await source().metadata() : {}
  if (focalPoint && width && height) {
    // Scaled to cover the card, then the card's window placed with the focal point as near its
    // middle as the picture's edges allow.
    const scale = Math.max(CARD_WIDTH / width, CARD_HEIGHT / height)
    const w = Math.max(CARD_WIDTH, Math.round(width * scale))
    const h = Math.max(CARD_HEIGHT, Math.round(height * scale))
    const clamp = (v: number, max: number) => Math.min(Math.max(Math.round(v), 0), max)
    const left = clamp((focalPoint.x / 100) * w - CARD_WIDTH / 2, w - CARD_WIDTH)
    const top = clamp((focalPoint.y / 100) * h - CARD_HEIGHT / 2, h - CARD_HEIGHT)
    const scaled = await source().resize(w, h, { fit: 'fill' }).toBuffer()
    cropped = sharp(scaled).extract({ left, top, width: CARD_WIDTH, height: CARD_HEIGHT })
  } else {
    cropped = source().resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover', position: 'centre' })
  }
  return cropped.flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer()
}
