import { AA, contrast, HEX_COLOUR, mix, ratioText } from '~/lib/colour'
import { requiredText, z } from '~/lib/validation'

export const WHITE = '#ffffff'
/** The dark theme's background and the dark text on light brand colours (app/app.css). */
export const INK = '#090d16'

/** Today's colours (app/app.css's light tokens): the seed keeps the site's look. */
export const brandDefaults = {
  name: 'Digital Agency',
  shortName: 'DA',
  logoUrl: null,
  logoDarkUrl: null,
  primaryColor: '#484dd2',
  accentColor: '#0099a3',
  themeColor: '#484dd2',
} satisfies Brand

export interface Brand {
  name: string
  /** The monogram (up to 4 characters), shown where no logo is. */
  shortName: string
  /** Raster logos (uploads), for the light and the dark theme; null: the monogram. */
  logoUrl: string | null
  logoDarkUrl: string | null
  primaryColor: string
  accentColor: string
  /** The browser's UI colour on phones (`<meta name="theme-color">`). */
  themeColor: string
}

/**
 * The text each brand colour carries, and how well (ADR 061): white on the primary colour (its
 * buttons, chips and links on the light background alike), and on the accent whichever of white
 * or the dark ink reads better.
 */
export function brandContrast(primaryColor: string, accentColor: string) {
  const accentOnWhite = contrast(WHITE, accentColor)
  const accentOnInk = contrast(INK, accentColor)
  return {
    primary: { text: WHITE, ratio: contrast(WHITE, primaryColor) },
    accent:
      accentOnWhite >= accentOnInk
        ? { text: WHITE, ratio: accentOnWhite }
        : { text: INK, ratio: accentOnInk },
  }
}

/** The dark theme's tone of a brand colour: lightened until dark ink on it reaches AA. */
export function darkTone(hex: string): string {
  for (let t = 0; t <= 1; t += 0.05) {
    const tone = mix(hex, WHITE, t)
    if (contrast(INK, tone) >= AA + 0.2) return tone
  }
  return WHITE
}

const colour = z.string().trim().toLowerCase().regex(HEX_COLOUR, 'Enter a colour as #rrggbb')

const logo = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^\/uploads\/[\w.-]+$/.test(v), 'Please upload an image')

/** What Settings → Brand and `PUT /api/settings/brand` accept. */
export const brandInput = z
  .object({
    name: requiredText(60),
    shortName: requiredText(4),
    logoUrl: logo,
    logoDarkUrl: logo,
    primaryColor: colour,
    accentColor: colour,
    themeColor: colour.optional(),
  })
  .superRefine((brand, ctx) => {
    if (!HEX_COLOUR.test(brand.primaryColor) || !HEX_COLOUR.test(brand.accentColor)) return
    const pairs = brandContrast(brand.primaryColor, brand.accentColor)
    for (const [field, pair] of [
      ['primaryColor', pairs.primary],
      ['accentColor', pairs.accent],
    ] as const) {
      if (pair.ratio < AA) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `Text on this colour would have a contrast of ${ratioText(pair.ratio)}; it needs at least 4.5:1`,
        })
      }
    }
  })
  .transform((b) => ({ ...b, themeColor: b.themeColor ?? b.primaryColor }))

export type BrandInput = z.input<typeof brandInput>
