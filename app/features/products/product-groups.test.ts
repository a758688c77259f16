import { describe, expect, it } from 'vitest'
import type { Product } from './schemas'
import { formatPrice, groupProducts, toPublicProduct } from './product-groups'

const p = (name: string, category: string, inStock = true) => ({ name, category, inStock })

describe('groupProducts', () => {
  it('puts Website Solutions, then Mobile Solutions, then other categories', () => {
    const groups = groupProducts(
      [
        p('Audit', 'Security'),
        p('PWA', 'Mobile Solutions'),
        p('Site', 'Website Solutions'),
        p('Store', 'Website Solutions'),
      ],
      ['Website Solutions', 'Mobile Solutions'],
    )
    expect(groups.map((g) => g.category)).toEqual([
      'Website Solutions',
      'Mobile Solutions',
      'Security',
    ])
    expect(groups[0]!.products.map((x) => x.name)).toEqual(['Site', 'Store'])
  })

  it('leaves out products not in stock and groups left empty', () => {
    const groups = groupProducts(
      [p('Site', 'Website Solutions'), p('App', 'Mobile Solutions', false)],
      ['Website Solutions', 'Mobile Solutions'],
    )
    expect(groups).toEqual([
      { category: 'Website Solutions', products: [p('Site', 'Website Solutions')] },
    ])
  })
})

describe('formatPrice', () => {
  it('shows a dollar sign and two decimals', () => {
    expect(formatPrice(2499)).toBe('$2,499.00')
    expect(formatPrice(19.5)).toBe('$19.50')
  })

  it("writes the price as the page's language does", () => {
    expect(formatPrice(2499, 'de-DE')).toBe('2.499,00\u00a0$')
  })
})

describe('toPublicProduct', () => {
  const product: Product = {
    _id: 'id-1',
    name: 'Care Plan',
    description: 'Updates and backups',
    price: 99,
    imageUrl: 'https://cdn.example/care.jpg',
    imageAlt: null,
    category: 'Website Solutions',
    features: ['Backups'],
    inStock: true,
    popular: false,
    createdAt: '2024-03-15T00:00:00.000Z',
    updatedAt: '2024-03-15T00:00:00.000Z',
  }

  it("describes the image by its own text, else by the product's name", () => {
    expect(toPublicProduct(product, undefined).imageAlt).toBe('Care Plan')
    expect(
      toPublicProduct({ ...product, imageAlt: 'A shield over a server rack' }, undefined).imageAlt,
    ).toBe('A shield over a server rack')
  })
})
