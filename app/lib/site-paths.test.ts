import { describe, expect, it } from 'vitest'
import { asciiLink, isHttpUrl, linkProblem, pathKey, sitePathProblem } from './site-paths'

describe('pathKey', () => {
  it('gives every spelling of one path the same form', () => {
    for (const spelling of [
      '/admin',
      '/Admin',
      '/ADMIN/',
      '/%61dmin',
      '/%41DMIN',
      '//admin',
      '/./admin',
      '/x/../admin',
      '/%2e%2e/admin',
      '\\admin',
      '/admin//',
    ]) {
      expect(pathKey(spelling), spelling).toBe('/admin')
    }
    expect(pathKey('/API/x')).toBe('/api/x')
    expect(pathKey('/api%2Fx')).toBe('/api/x')
    expect(pathKey('/api%5Cx')).toBe('/api/x')
  })

  it('keeps the root, and what a path may hold, encoded one way', () => {
    expect(pathKey('/')).toBe('/')
    expect(pathKey('')).toBe('/')
    expect(pathKey('/../..')).toBe('/')
    expect(pathKey('/Café')).toBe('/caf%C3%A9')
    expect(pathKey('/caf%C3%A9/')).toBe('/caf%C3%A9')
    expect(pathKey('/a b')).toBe('/a%20b')
    expect(pathKey('/a%3Fb')).toBe('/a%3Fb')
    expect(pathKey('/100%25')).toBe('/100%25')
    expect(pathKey("/a:b@c,d;e=f+g$h&i!'()*")).toBe("/a:b@c,d;e=f+g$h&i!'()*")
    // What it gives, it gives again: a stored form reads back as itself.
    for (const path of ['/caf%C3%A9', '/100%25', '/a%20b', '/a%3Fb']) {
      expect(pathKey(path)).toBe(path)
    }
  })

  it('cannot read an escape that does not decode', () => {
    for (const bad of ['/%zz', '/%', '/a%E0%A4%A', '/\uD800']) expect(pathKey(bad), bad).toBeNull()
  })
})

describe('links', () => {
  it('takes paths on this site and full http(s) addresses', () => {
    for (const good of [
      '/',
      '/contact',
      '/contact?subject=Call',
      '/services/seo#top',
      '/Caf%C3%A9',
      '/café',
      'https://example.com',
      'http://example.com/a?b=c',
      'HTTPS://Example.com/x',
    ]) {
      expect(linkProblem(good), good).toBeNull()
    }
  })

  it('refuses what a browser reads as another site, and says why', () => {
    expect(sitePathProblem('//evil.example')).toMatch(/single \//)
    expect(sitePathProblem('/\\evil.example')).toMatch(/single \//)
    expect(linkProblem('/\\evil.example')).toMatch(/single \//)
    expect(linkProblem('//evil.example/x')).toMatch(/single \//)
    expect(linkProblem('/a\\b')).toMatch(/backslash/)
    expect(linkProblem('/\t/evil.example')).toMatch(/spaces or control/)
    expect(linkProblem('/a\nb')).toMatch(/spaces or control/)
    expect(linkProblem('/a\u0001b')).toMatch(/spaces or control/)
    expect(linkProblem('/100%')).toBe('Write a % in a path as %25')
    for (const bad of [
      '',
      'contact',
      'javascript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.example',
      'https:/\\evil.example',
      'https://\\evil.example',
      'https://good.example\\@evil.example',
      'https://',
      'https:// x',
      'http:evil.example',
      '/\uD800',
    ]) {
      expect(linkProblem(bad), JSON.stringify(bad)).not.toBeNull()
    }
  })

  it('knows a full address', () => {
    expect(isHttpUrl('https://example.com/')).toBe(true)
    expect(isHttpUrl('https://exa mple.com/')).toBe(false)
    expect(isHttpUrl('//example.com/')).toBe(false)
    expect(isHttpUrl('ftp://example.com/')).toBe(false)
  })

  it('writes a target as an HTTP header may carry it', () => {
    expect(asciiLink('/contact?x=1')).toBe('/contact?x=1')
    expect(asciiLink('/café → now')).toBe('/caf%C3%A9%20%E2%86%92%20now')
    expect(asciiLink('https://münchen.example/ö')).toBe('https://xn--mnchen-3ya.example/%C3%B6')
  })
})
