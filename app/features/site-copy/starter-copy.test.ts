import { describe, expect, it } from 'vitest'
import { withStarterCopy } from './starter-copy'

describe('withStarterCopy', () => {
  const starter = {
    title: 'Starter title',
    hero: { tagline: 'Starter tagline', cards: { figure: '250+', note: '98%' } },
    items: [{ name: 'Starter item', role: 'Starter role' }],
  }

  it('fills the fields a saved document lacks, at every depth, and keeps every saved value', () => {
    const saved = { title: 'Edited title', hero: { tagline: 'Edited tagline' } }
    expect(withStarterCopy(saved, starter)).toEqual({
      title: 'Edited title',
      hero: { tagline: 'Edited tagline', cards: { figure: '250+', note: '98%' } },
      items: [{ name: 'Starter item', role: 'Starter role' }],
    })
  })

  it('keeps a saved list as it is, even an empty one or items missing a field', () => {
    expect(withStarterCopy({ items: [] }, starter)).toMatchObject({ items: [] })
    expect(withStarterCopy({ items: [{ name: 'Saved' }] }, starter)).toMatchObject({
      items: [{ name: 'Saved' }],
    })
  })

  it('leaves what is not a document to the schema to refuse', () => {
    expect(withStarterCopy('text', starter)).toBe('text')
    expect(withStarterCopy({ hero: 'text' }, starter)).toMatchObject({ hero: 'text' })
  })
})
