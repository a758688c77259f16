import { describe, expect, it } from 'vitest'
import { absoluteUrl, jsonLd } from './seo'

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
