import { describe, expect, it } from 'vitest'
import { diffFields, labelOf, wordDiff } from './field-diff'

describe('field-level diff', () => {
  it('lists only the fields that changed, under readable labels, pictures marked', () => {
    const before = {
      hero: { tagline: 'Empowering Ideas', subtitle: 'Same' },
      stats: [{ value: '150+', label: 'Projects' }],
      imageUrl: '/uploads/a.webp',
      features: ['CMS', 'SEO'],
    }
    const after = {
      hero: { tagline: 'Empowering Teams', subtitle: 'Same' },
      stats: [{ value: '200+', label: 'Projects' }],
      imageUrl: '/uploads/b.webp',
      features: ['CMS'],
    }
    expect(diffFields(before, after)).toEqual([
      {
        path: 'hero.tagline',
        label: 'Hero › Tagline',
        before: 'Empowering Ideas',
        after: 'Empowering Teams',
        image: false,
      },
      {
        path: 'stats.0.value',
        label: 'Stats › 1 › Value',
        before: '150+',
        after: '200+',
        image: false,
      },
      {
        path: 'imageUrl',
        label: 'Image Url',
        before: '/uploads/a.webp',
        after: '/uploads/b.webp',
        image: true,
      },
      { path: 'features.1', label: 'Features › 2', before: 'SEO', after: undefined, image: false },
    ])
    expect(diffFields(after, after)).toEqual([])
  })

  it('marks the changed words on each side', () => {
    const { before, after } = wordDiff('Our story began', 'Our stroy began')
    expect(before.filter((p) => p.changed).map((p) => p.text)).toEqual(['story'])
    expect(after.filter((p) => p.changed).map((p) => p.text)).toEqual(['stroy'])
    expect(before.map((p) => p.text).join('')).toBe('Our story began')
    expect(after.map((p) => p.text).join('')).toBe('Our stroy began')
  })

  it('labels camelCase keys as words', () => {
    expect(labelOf('socialMedia.linkedin')).toBe('Social Media › Linkedin')
  })
})
