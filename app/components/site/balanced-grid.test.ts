import { describe, expect, it } from 'vitest'
import { balancedGridClass } from './balanced-grid'

describe('balancedGridClass', () => {
  it('pairs the last four cards of 3n+1 from three columns on', () => {
    expect(balancedGridClass(10)).toContain('lg:[&>*:nth-last-child(4)]:col-start-2')
    expect(balancedGridClass(4)).toContain('lg:grid-cols-6')
    expect(balancedGridClass(7)).toContain('md:[&>*:nth-last-child(4)]:col-start-2')
  })
  it('centres a short last row, and goes to three columns at md for an odd count', () => {
    expect(balancedGridClass(5)).toContain('md:[&>*:nth-last-child(2)]:col-start-2')
    expect(balancedGridClass(3)).toContain('md:grid-cols-6')
    expect(balancedGridClass(3)).not.toContain('nth-last-child')
    expect(balancedGridClass(6)).toBe(
      'grid gap-6 sm:grid-cols-4 sm:[&>*]:col-span-2 lg:grid-cols-6',
    )
    expect(balancedGridClass(1)).not.toContain('col-start')
  })
})
