import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { toastFailure } from '~/components/admin/failure-toast'
import { getContactDetails } from '~/features/contact-details/api'
import { AdminContactForm } from '~/features/contact-details/components/admin-contact-form'
import type { ContactDetails } from '~/features/contact-details/schemas'
import { getCurrent, loadDraftState, type EditorialState } from '~/components/admin/drafts-api'
import {
  EditorLanguages,
  requestedTranslation,
  siteLanguagesForPortal,
  TranslationNotice,
  TranslationProvider,
  type EditorTranslation,
  type PortalLanguage,
} from '~/components/admin/editor-language'
import type { Route } from './+types/contact-details'

export const meta = () => adminMeta('Contact Details')
export const handle: AdminHandle = { title: 'Contact Details' }

/** None saved yet (404) leaves the form empty; any other failure says so and does the same. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<{
  details: ContactDetails | null
  editorial?: EditorialState
  languages: PortalLanguage[]
  translation: EditorTranslation | null
}> {
  await requireRight('content')
  const languages = await siteLanguagesForPortal()
  // `?lang=de`: the address and opening hours in German, beside the default language's (ADR 080).
  const language = requestedTranslation(request.url, languages)
  try {
    const details = await getContactDetails()
    if (details && language) {
      const resource = `contact@${language.code}`
      const [translated, editorial] = await Promise.all([
        getCurrent(resource) as Promise<ContactDetails>,
        loadDraftState(resource),
      ])
      const translation: EditorTranslation = {
        lang: language.code,
        name: language.name,
        defaultName: languages.find((l) => l.default)?.name ?? 'the default language',
        original: details as unknown as Record<string, unknown>,
        fields: ['address', 'businessHours'],
      }
      return { details: translated, editorial, languages, translation }
    }
    // Saved details can have a draft and a schedule; none saved yet, the form only saves.
    return {
      details,
      editorial: details ? await loadDraftState('contact') : undefined,
      languages: details ? languages : [],
      translation: null,
    }
  } catch (error) {
    toastFailure('Failed to load contact details', error)
    return { details: null, languages: [], translation: null }
  }
}

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const { details, editorial, languages, translation } = loaderData
  return (
    <div className="flex flex-col gap-4">
      <EditorLanguages languages={languages} current={translation?.lang} path="/admin/contact" />
      <TranslationProvider value={translation}>
        {translation && <TranslationNotice translation={translation} />}
        <AdminContactForm key={translation?.lang ?? ''} details={details} editorial={editorial} />
      </TranslationProvider>
    </div>
  )
}
