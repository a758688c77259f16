import { describe, expect, it } from 'vitest'
import {
  directionOf,
  languageOfSegment,
  localizedPath,
  siteLanguages,
  splitLanguagePath,
} from './languages'

const [en, de, ptBr] = siteLanguages(['en', 'de', 'pt-BR'])

describe('the addresses of the languages', () => {
  it('serves the default at / and every other under its code in lower case', () => {
    expect([en, de, ptBr].map((l) => l!.prefix)).toEqual(['', 'de', 'pt-br'])
    expect(localizedPath('/services', de!)).toBe('/de/services')
    expect(localizedPath('/', de!)).toBe('/de')
    expect(localizedPath('/?x=1', de!)).toBe('/de?x=1')
    expect(localizedPath('/services', en!)).toBe('/services')
    for (const away of ['https://a.example/x', 'mailto:a@b.example', '//evil.example', '#main']) {
      expect(localizedPath(away, de!)).toBe(away)
    }
  })

  it('reads the language of a first segment: the default has none, an unknown one is none', () => {
    const languages = [en!, de!, ptBr!]
    expect(languageOfSegment(undefined, languages)).toBe(en)
    expect(languageOfSegment('de', languages)).toBe(de)
    expect(languageOfSegment('PT-BR', languages)).toBe(ptBr)
    // The default language has one address, without a prefix.
    expect(languageOfSegment('en', languages)).toBeNull()
    expect(languageOfSegment('fr', languages)).toBeNull()
  })

  it('splits a path into its language and the page', () => {
    const languages = [en!, de!]
    expect(splitLanguagePath('/de/portfolio/x', languages)).toEqual({
      language: de,
      path: '/portfolio/x',
    })
    expect(splitLanguagePath('/de', languages)).toEqual({ language: de, path: '/' })
    expect(splitLanguagePath('/services', languages)).toEqual({ language: en, path: '/services' })
    expect(splitLanguagePath('/en/x', languages)).toEqual({ language: en, path: '/en/x' })
    expect(splitLanguagePath('/', languages)).toEqual({ language: en, path: '/' })
  })

  it('writes Arabic, Hebrew and Persian right to left', () => {
    expect(['ar', 'he', 'fa', 'ar-EG', 'de', 'en'].map(directionOf)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
    ])
  })
})
