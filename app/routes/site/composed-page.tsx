import type { MetaDescriptor } from 'react-router'
import { siteMeta, type PageSeoCopy } from '~/components/site/site-data'
import type { ComposedPageData } from './composed-page.server'

/**
 * A composed page on the site (issue #40): its sections' markup, drawn by the server in the
 * page's loader. No section needs a script (the FAQ is native disclosures, the form a plain form
 * posting to the page), so none ships any, and the pages whose components the sections reuse
 * (contact, portfolio, the journal) keep their JavaScript as it was, inside the budget (ADR 019).
 */
export function ComposedPage({ page }: { page: ComposedPageData }) {
  return (
    <div
      data-composed-page
      className="flex flex-1 flex-col"
      // Made by React on the server from the page's validated sections; Markdown sanitised.
      dangerouslySetInnerHTML={{ __html: page.html }}
    />
  )
}

/** A composed page's meta tags: as any page's, and kept from search engines when `noindex`. */
export function composedPageMeta(
  args: Parameters<typeof siteMeta>[0],
  seo: (PageSeoCopy & { noindex: boolean }) | undefined,
): MetaDescriptor[] {
  const tags = siteMeta(args, seo)
  return seo?.noindex ? [...tags, { name: 'robots', content: 'noindex' }] : tags
}
