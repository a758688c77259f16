import { describe, expect, it } from 'vitest'
import { availableLanguages, catalogueOf, readCatalogue } from './catalogues.server'
import { LANGUAGE_TAG } from './languages'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the message catalogues', () => {
  const english = readCatalogue('en')
  const keys = Object.keys(english).sort()

  it('ship English, German and Arabic, each file named by a language tag', () => {
    expect(availableLanguages()).toEqual(expect.arrayContaining(['ar', 'de', 'en']))
    for (const tag of availableLanguages()) expect(tag).toMatch(LANGUAGE_TAG)
  })

  // One test per catalogue: a new language's file is checked the moment it is added.
  for (const tag of availableLanguages().filter((t) => t !== 'en')) {
    it(`${tag} has every key of English, no other, each a text with the same placeholders`, () => {
      const messages = readCatalogue(tag)
      expect(Object.keys(messages).sort(), `${tag}.json`).toEqual(keys)
      for (const key of keys) {
        expect(typeof messages[key] === 'string' && messages[key] !== '', key).toBe(true)
        expect(placeholders(messages[key]!), `${tag}: ${key}`).toEqual(placeholders(english[key]!))
      }
    })
  }

  it('names each language in itself, for the switcher', () => {
    expect(catalogueOf('de')['language.name']).toBe('Deutsch')
    expect(catalogueOf('DE')['notFound.heading']).toBe('Hoppla! Seite nicht gefunden')
    expect(() => catalogueOf('xx')).toThrow(/No message catalogue for the language xx/)
  })
})
