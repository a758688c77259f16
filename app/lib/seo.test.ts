import { describe, expect, it } from 'vitest'
import { absoluteUrl, jsonLd, pageMeta } from './seo'

describe('pageMeta', () => {
  const tags = pageMeta({
    origin: 'https://agency.example',
    pathname: '/services',
    title: 'Services',
    description: 'What we do',
    siteName: 'Agency',
  })

  it('points canonical and og:url at the absolute page URL', () => {
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://agency.example/services',
    })
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://agency.example/services' })
  })

  it('has a title, a description and Twitter card tags', () => {
    expect(tags).toContainEqual({ title: 'Services' })
    expect(tags).toContainEqual({ name: 'description', content: 'What we do' })
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' })
  })
})

describe('absoluteUrl', () => {
  it('joins an origin with or without a trailing slash', () => {
    expect(absoluteUrl('https://a.example/', '/x')).toBe('https://a.example/x')
    expect(absoluteUrl('https://a.example', '/')).toBe('https://a.example/')
  })
})

describe('jsonLd', () => {
  it('escapes < so a value cannot close the script element', () => {
    expect(jsonLd({ name: '</script>' })).toBe('{"name":"\\u003c/script>"}')
  })
})
