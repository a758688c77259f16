import type { FooterContent, HeaderContent } from './documents'

/** Site-wide copy: the brand, the navigation, the footer's starter copy and the public paths. */

export const brand = {
  name: 'Digital Agency',
  tagline: 'Empowering Ideas with Digital Solutions',
} as const

export interface NavItem {
  label: string
  to: string
}

/** The main navigation, desktop bar and mobile menu alike (docs/product.md §Public layout). */
export const mainNav: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Products', to: '/products' },
  { label: 'Company', to: '/company' },
  { label: 'Contact', to: '/contact' },
]

/** The header menu's starter copy: today's menu and its 'Get Started' button. */
export const headerDefaults: HeaderContent = {
  items: mainNav.map((item) => ({ ...item })),
  callToAction: { label: 'Get Started', to: '/contact' },
}

/**
 * The footer's starter copy, its links in the order of docs/product.md §Public layout: shown
 * until an editor saves it (docs/product.md §Site content).
 */
export const footerDefaults: FooterContent = {
  tagline:
    'We empower ideas with digital solutions, designing and developing websites and apps that help businesses grow.',
  groups: [
    {
      title: 'Services',
      links: [
        { label: 'Website Development', to: '/services/web-development' },
        { label: 'App Development', to: '/services/app-development' },
        { label: 'SEO', to: '/services/seo' },
        { label: 'UI/UX Design', to: '/services/design' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About Us', to: '/company' },
        { label: 'Our Team', to: '/company/team' },
        { label: 'Careers', to: '/company/careers' },
        { label: 'Contact', to: '/contact' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Privacy Policy', to: '/privacy-policy' },
        { label: 'Terms of Service', to: '/terms-of-service' },
      ],
    },
  ],
}
