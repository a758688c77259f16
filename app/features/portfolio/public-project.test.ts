import { describe, expect, it } from 'vitest'
import type { PortfolioItem } from '~/features/portfolio/schemas'
import { filterProjects, toPublicProject } from './public-project'

const hash = 'b'.repeat(64)
const item: PortfolioItem = {
  _id: 'id-1',
  title: 'Shop',
  description: 'A shop',
  imageUrl: `/uploads/${hash}.webp`,
  imageAlt: null,
  projectUrl: null,
  category: 'ecommerce',
  technologies: ['Shopify'],
  client: 'Marlowe & Finch',
  date: '2024-03-15T00:00:00.000Z',
  slug: 'shop',
  seoTitle: null,
  seoDescription: null,
  shareImageUrl: null,
  createdAt: '2024-03-15T00:00:00.000Z',
  updatedAt: '2024-03-15T00:00:00.000Z',
}

describe('toPublicProject', () => {
  it('takes the year from the date and measures the image', () => {
    const project = toPublicProject(item, { width: 1200, height: 800, variantWidths: [320, 640] })
    expect(project.year).toBe('2024')
    expect(project.image).toEqual({
      src: `/uploads/${hash}.webp`,
      width: 1200,
      height: 800,
      srcSet: `/uploads/${hash}-320.webp 320w, /uploads/${hash}-640.webp 640w, /uploads/${hash}.webp 1200w`,
    })
  })

  it("describes the image by its own text, else by the item's title", () => {
    expect(toPublicProject(item, undefined).imageAlt).toBe('Shop')
    const described = { ...item, imageAlt: 'A phone showing the shop’s product page' }
    expect(toPublicProject(described, undefined).imageAlt).toBe(
      'A phone showing the shop’s product page',
    )
  })

  it("leaves an image without a text of its own to its media library item's, then the title", () => {
    const meta = { width: 1200, height: 800, variantWidths: [], alt: 'Boats on the quay' }
    expect(toPublicProject(item, meta).imageAlt).toBe('Boats on the quay')
    expect(toPublicProject({ ...item, imageAlt: 'Its own' }, meta).imageAlt).toBe('Its own')
    expect(toPublicProject(item, { ...meta, alt: '' }).imageAlt).toBe('Shop')
  })

  it("crops around the picture's focal point", () => {
    const meta = { width: 1200, height: 800, variantWidths: [], focalPoint: { x: 20, y: 75 } }
    expect(toPublicProject(item, meta).image.position).toBe('20% 75%')
    expect(toPublicProject(item, { ...meta, focalPoint: null }).image.position).toBeUndefined()
  })

  it('lays out an image it cannot measure at 3:2 without a srcset', () => {
    const project = toPublicProject({ ...item, imageUrl: 'https://cdn.example/a.jpg' }, undefined)
    expect(project.image).toEqual({ src: 'https://cdn.example/a.jpg', width: 1200, height: 800 })
  })
})

describe('filterProjects', () => {
  const projects = [{ category: 'web' }, { category: 'app' }, { category: 'web' }]
  it('keeps every project for all, and only the category otherwise', () => {
    expect(filterProjects(projects, 'all')).toHaveLength(3)
    expect(filterProjects(projects, 'web')).toHaveLength(2)
    expect(filterProjects(projects, 'design')).toHaveLength(0)
  })
})
