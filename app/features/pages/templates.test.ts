import { describe, expect, it } from 'vitest'
import { pageInput } from './schemas'
import { SECTION_TYPES } from './sections'
import { blankSection, PAGE_TEMPLATES, SECTION_NAMES } from './templates'

describe('the page templates', () => {
  it('offers Campaign, Event, Service in a city and Blank', () => {
    expect(PAGE_TEMPLATES.map((t) => t.name)).toEqual([
      'Campaign',
      'Event',
      'Service in a city',
      'Blank',
    ])
  })

  // A template saved before a single word is changed is a draft a colleague can look at, not
  // a wall of errors: every placeholder is a value the API takes.
  for (const template of PAGE_TEMPLATES) {
    it(`${template.name} saves as it is, once it has a title and a path`, () => {
      const parsed = pageInput.safeParse({
        title: `${template.name} page`,
        path: template.pathExample,
        sections: template.page.sections,
        status: 'draft',
      })
      expect(parsed.error?.issues ?? []).toEqual([])
      expect(parsed.data?.sections).toHaveLength(template.page.sections.length)
    })
  }

  it('a campaign has a contact form, so its leads name the page', () => {
    const campaign = PAGE_TEMPLATES.find((t) => t.id === 'campaign')!
    expect(campaign.page.sections.map((s) => s.type)).toEqual([
      'hero',
      'stats',
      'features',
      'testimonials',
      'faq',
      'cta',
      'contactForm',
    ])
  })

  it('a new section asks for its texts: blank, it is refused naming the missing field', () => {
    for (const type of SECTION_TYPES) {
      expect(SECTION_NAMES[type]).toBeTruthy()
      const section = blankSection(type)
      expect(section.type).toBe(type)
      const parsed = pageInput.safeParse({ title: 'T', path: '/t', sections: [section] })
      // The counted sections (projects, posts) are whole as they are added.
      if (type === 'projects' || type === 'posts') expect(parsed.success).toBe(true)
      else expect(parsed.error?.issues[0]?.path.slice(0, 2)).toEqual(['sections', 0])
    }
  })
})
