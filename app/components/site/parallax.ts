/** The hero image moves by the pointer's offset from the centre ÷ 25 (docs/product.md §Home). */
export const PARALLAX_DIVISOR = 25

export function parallaxOffset(
  pointer: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
) {
  return {
    x: (pointer.x - (box.left + box.width / 2)) / PARALLAX_DIVISOR,
    y: (pointer.y - (box.top + box.height / 2)) / PARALLAX_DIVISOR,
  }
}
