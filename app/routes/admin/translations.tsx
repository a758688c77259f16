import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { siteLanguagesForPortal } from '~/components/admin/editor-language'
import { loadList } from '~/components/admin/load-list'
import { requireRight } from '~/components/admin/signed-in-user'
import { findCollection } from '~/collections'
import { listTranslations } from '~/features/translations/api'
import { TranslationsScreen } from '~/features/translations/components/translations-screen'
import { sentenceCase } from '~/lib/text'
import type { Route } from './+types/translations'

export const meta = () => adminMeta('Translations')
export const handle: AdminHandle = { title: 'Translations' }

const kindOf = (type: string) =>
  type === 'content'
    ? 'Site page'
    : type === 'contact'
      ? 'Contact details'
      : sentenceCase(findCollection(type)?.labels.singular ?? type)

export async function clientLoader() {
  await requireRight('content')
  const [languages, items] = await Promise.all([
    siteLanguagesForPortal(),
    loadList(listTranslations, 'Failed to load the translations'),
  ])
  return { languages, items }
}

export default function TranslationsRoute({ loaderData }: Route.ComponentProps) {
  return <TranslationsScreen {...loaderData} kindOf={kindOf} />
}
