import { describe, expect, it } from 'vitest'
import { nextThemeAfter, themeScopeFor } from './theme'

describe('theme toggle rule (docs/product.md §States)', () => {
  it('turns dark into light and anything else into dark', () => {
    expect(nextThemeAfter('dark')).toBe('light')
    expect(nextThemeAfter('light')).toBe('dark')
    expect(nextThemeAfter('system')).toBe('dark')
  })

  it('keeps the portal preference apart from the public site', () => {
    expect(themeScopeFor('/admin')).toBe('admin')
    expect(themeScopeFor('/admin/faqs')).toBe('admin')
    expect(themeScopeFor('/administration-tips')).toBe('site')
    expect(themeScopeFor('/')).toBe('site')
  })
})
