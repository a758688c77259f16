/** Each public page and the heading a visitor sees first (the e2e tests and the bench visit them). */
export const publicPages: readonly { path: string; h1: string }[] = [
  { path: '/', h1: 'Empowering Ideas with Digital Solutions' },
  { path: '/services', h1: 'Our Services' },
  { path: '/services/web-development', h1: 'Website Development' },
  { path: '/services/app-development', h1: 'App Development' },
  { path: '/services/seo', h1: 'Search Engine Optimization' },
  { path: '/services/design', h1: 'UI/UX Design' },
  { path: '/services/cyber-security', h1: 'Cyber Security' },
  { path: '/portfolio', h1: 'Our Portfolio' },
  { path: '/products', h1: 'Our Products' },
  { path: '/blog', h1: 'Journal' },
  { path: '/company', h1: 'About Our Company' },
  { path: '/company/team', h1: 'Our Team' },
  { path: '/company/careers', h1: 'Careers' },
  { path: '/contact', h1: 'Get In Touch' },
  { path: '/privacy-policy', h1: 'Privacy Policy' },
  { path: '/terms-of-service', h1: 'Terms of Service' },
]
