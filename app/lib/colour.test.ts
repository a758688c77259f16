import { describe, expect, it } from 'vitest'
import { contrast, mix, ratioText } from './colour'

describe('contrast', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#484dd2', '#484dd2')).toBe(1)
  })
  it('matches the WCAG figures people check by hand', () => {
    // #767676 is the lightest grey that passes AA on white.
    expect(contrast('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5)
    expect(ratioText(4.499)).toBe('4.4:1')
  })
  it('mixes toward another colour', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080')
    expect(mix('#484dd2', '#ffffff', 0)).toBe('#484dd2')
  })
})
