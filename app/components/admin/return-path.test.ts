import { describe, expect, it } from 'vitest'
import { returnPath } from './return-path'

const from = (pathname: unknown, search: unknown = '') => ({ from: { pathname, search } })

describe('returnPath', () => {
  it('returns to the portal page the guard sent the user away from', () => {
    expect(returnPath(from('/admin/portfolio/edit/abc'))).toBe('/admin/portfolio/edit/abc')
    expect(returnPath(from('/admin/messages', '?q=1'))).toBe('/admin/messages?q=1')
  })

  it('goes to the dashboard without a page, or for one before sign-in', () => {
    expect(returnPath(null)).toBe('/admin/dashboard')
    expect(returnPath({})).toBe('/admin/dashboard')
    expect(returnPath(from('/admin/login'))).toBe('/admin/dashboard')
    expect(returnPath(from('/admin/reset-password', '?token=x'))).toBe('/admin/dashboard')
  })

  it('never leaves the portal', () => {
    for (const pathname of [
      '/',
      '/contact',
      '//evil.example/admin/',
      'https://evil.example/admin/x',
      '/admin//evil.example',
      '/admin/\\evil.example',
      '/administrator',
      42,
    ]) {
      expect(returnPath(from(pathname))).toBe('/admin/dashboard')
    }
    expect(returnPath(from('/admin/faqs', '//evil.example'))).toBe('/admin/dashboard')
  })
})
