import { useT } from '~/components/site/site-data'

/** One formatter a language: building an Intl.DateTimeFormat costs more than many formats. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })
    formatters.set(locale, formatter)
  }
  return formatter
}

/** A day as the page's language writes it (`November 27, 2026`, `27. November 2026`). */
export function PostDate({ iso }: { iso: string }) {
  const t = useT()
  return <time dateTime={iso}>{formatterFor(t('intl.locale')).format(new Date(iso))}</time>
}
