import { describe, expect, it } from 'vitest'
import { SLUG_PATTERN, slugify, uniqueSlug } from './slug'

describe('slugify', () => {
  it('makes a readable path segment from a title', () => {
    expect(slugify('Café & Co. — Site')).toBe('cafe-co-site')
    expect(slugify('  E-Commerce Platform 2.0 ')).toBe('e-commerce-platform-2-0')
    expect(slugify('!!!')).toBe('')
  })
  it('always matches the stored pattern when not empty', () => {
    for (const title of ['A', 'Über Größe', 'x'.repeat(200) + ' y']) {
      expect(slugify(title)).toMatch(SLUG_PATTERN)
    }
  })
})

describe('uniqueSlug', () => {
  it('numbers a slug that is taken', () => {
    expect(uniqueSlug('shop', new Set())).toBe('shop')
    expect(uniqueSlug('shop', new Set(['shop', 'shop-2']))).toBe('shop-3')
    expect(uniqueSlug('', new Set())).toBe('project')
  })
})
