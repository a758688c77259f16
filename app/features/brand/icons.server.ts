import sharp from 'sharp'
import type { Brand } from './schemas'

/** The icon sizes the site offers: favicon, apple-touch, and the web-app manifest's two. */
export const ICON_SIZES = [32, 180, 192, 512] as const
export type IconSize = (typeof ICON_SIZES)[number]

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Today's mark: the monogram in white on the brand's gradient, in a rounded square. */
export function monogramSvg(brand: Pick<Brand, 'shortName' | 'primaryColor' | 'accentColor'>) {
  const text = escapeXml(brand.shortName)
  const size = text.length > 2 ? 30 : 40
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.primaryColor}"/><stop offset="1" stop-color="${brand.accentColor}"/></linearGradient></defs><rect width="100" height="100" rx="22" fill="url(#g)"/><text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="Inter, DejaVu Sans, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${text}</text></svg>`
}

/**
 * One icon as PNG: the light logo fitted into a square (the apple-touch icon on white, as iOS
 * shows no transparency), or the monogram when there is no logo (ADR 061).
 */
export async function makeIcon(
  logo: Uint8Array | null,
  brand: Brand,
  size: IconSize,
): Promise<Buffer> {
  if (logo) {
    const background =
      size === 180 ? { r: 255, g: 255, b: 255, alpha: 1 } : { r: 0, g: 0, b: 0, alpha: 0 }
    return sharp(logo)
      .resize(size, size, { fit: 'contain', background })
      .flatten(size === 180 ? { background: '#ffffff' } : false)
      .png()
      .toBuffer()
  }
  return sharp(Buffer.from(monogramSvg(brand)), { density: Math.max(72, (size / 100) * 72) })
    .resize(size, size)
    .png()
    .toBuffer()
}

/** The web-app manifest: the brand's names, colours and icons. */
export function manifest(brand: Brand, version: number) {
  return {
    name: brand.name,
    short_name: brand.shortName,
    start_url: '/',
    display: 'browser',
    theme_color: brand.themeColor,
    background_color: '#ffffff',
    icons: [192, 512].map((size) => ({
      src: `/brand/icon-${size}.png?v=${version}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  }
}
