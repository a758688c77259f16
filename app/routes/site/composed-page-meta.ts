import type { MetaDescriptor } from 'react-router'
import { siteMeta, type PageSeoCopy } from '~/components/site/site-data'

// Apart from the page's component: the home route's meta uses it for a composed page at one
// segment, and must not carry the sections' code to every home page visitor.
/** A composed page's meta tags: as any page's, and kept from search engines when `noindex`. */
export function composedPageMeta(
  args: Parameters<typeof siteMeta>[0],
  seo: (PageSeoCopy & { noindex: boolean }) | undefined,
): MetaDescriptor[] {
  const tags = siteMeta(args, seo)
  return seo?.noindex ? [...tags, { name: 'robots', content: 'noindex' }] : tags
}
