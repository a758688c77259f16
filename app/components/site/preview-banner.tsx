import { useLocation } from 'react-router'
import { useT } from './site-data'

/**
 * Shown on an editor's preview link, so a draft is never mistaken for the live site (and a
 * shared screenshot says so too). Its link shows the published page.
 */
export function PreviewBanner() {
  const { pathname } = useLocation()
  const t = useT()
  return (
    <aside
      aria-label={t('preview.label')}
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm font-medium text-black shadow-lg"
    >
      <p>{t('preview.text')}</p>
      <a
        href={pathname}
        className="rounded underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-black focus-visible:outline-none"
      >
        {t('preview.published')}
      </a>
    </aside>
  )
}
