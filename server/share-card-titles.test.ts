import { describe, expect, it } from 'vitest'
import { cardPath } from '~/lib/share-card-path'
import { pagePathOfCard } from './share-card-titles'

describe('share card paths', () => {
  it('name a title card per page, and a picture card per project, and read back', () => {
    expect(cardPath('/')).toBe('/og/index.png')
    expect(cardPath('/services/')).toBe('/og/services.png')
    expect(cardPath('/portfolio/harbour-portal', 'photo')).toBe('/og/portfolio/harbour-portal.jpg')
    for (const [page, kind] of [
      ['/', 'title'],
      ['/company/team', 'title'],
      ['/portfolio/harbour-portal', 'title'],
      ['/portfolio/harbour-portal', 'photo'],
    ] as const) {
      expect(pagePathOfCard(cardPath(page, kind))).toEqual({ path: page, kind })
    }
  })

  it('read nothing from other paths', () => {
    // Which pages have a picture card is the server's to find (a record page with a picture:
    // tests/integration/share-cards.test.ts answers 404 for /og/contact.jpg); the home page never.
    for (const path of [
      '/og/index.jpg',
      '/og/.png',
      '/og/services/.png',
      '/og//x.png',
      '/og/x.gif',
      '/og/X.png',
    ]) {
      expect(pagePathOfCard(path), path).toBeNull()
    }
  })
})
