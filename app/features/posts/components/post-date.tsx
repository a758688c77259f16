import { useT } from '~/components/site/site-data'

/** A day as the page's language writes it (`November 27, 2026`, `27. November 2026`). */
export function PostDate({ iso }: { iso: string }) {
  const t = useT()
  const day = new Intl.DateTimeFormat(t('intl.locale'), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))
  return <time dateTime={iso}>{day}</time>
}
