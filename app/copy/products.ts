import type { ProductsContent } from './documents'

/** The groups shown first, in this order; other categories follow (docs/product.md §Products). */
export const productCategoryOrder: readonly string[] = ['Website Solutions', 'Mobile Solutions']

/** The products page's starter copy (docs/product.md §Products), editable in the portal. */
export const productsDefaults: ProductsContent = {
  eyebrow: 'Packages',
  title: 'Our Products',
  intro:
    'Ready-to-start packages for the most common needs, each one tailored to your brand and goals. Every package includes design, development, launch and support.',
  metaDescription:
    'Website and mobile app packages: business websites, e-commerce platforms, custom web applications, native, hybrid and progressive web apps.',
  empty: 'Our packages are being updated. Please get in touch for a tailored quote.',
  popular: 'Popular',
  learnMore: 'Learn More',
  callToAction: {
    title: 'Need something different?',
    text: 'Every business is unique. Talk to us about a package built around your exact requirements.',
    label: 'Get in Touch',
    to: '/contact',
  },
}
