import { describe, expect, it } from 'vitest'
import { formatPrice, groupProducts } from './product-groups'

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
})
