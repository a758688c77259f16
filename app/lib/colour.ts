/** Colours as `#rrggbb`, and WCAG 2 contrast between them. */

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i

const channels = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
]

const toHex = (rgb: readonly number[]) =>
  '#' +
  rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** `hex` moved toward `toward` by `t` (0 to 1), in sRGB. */
export function mix(hex: string, toward: string, t: number): string {
  const a = channels(hex)
  const b = channels(toward)
  return toHex(a.map((c, i) => c + (b[i]! - c) * t))
}

/** The ratio rounded down to one decimal, as people read it: 4.49 is "4.4:1", never "4.5:1". */
export const ratioText = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`

/** WCAG AA for body text. */
export const AA = 4.5
