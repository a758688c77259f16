import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { toastFailure } from '~/components/admin/failure-toast'
import { getContactDetails } from '~/features/contact-details/api'
import { AdminContactForm } from '~/features/contact-details/components/admin-contact-form'
import type { ContactDetails } from '~/features/contact-details/schemas'
import { loadDraftState, type EditorialState } from '~/components/admin/drafts-api'
import type { Route } from './+types/contact-details'

export const meta = () => adminMeta('Contact Details')
export const handle: AdminHandle = { title: 'Contact Details' }

/** None saved yet (404) leaves the form empty; any other failure says so and does the same. */
export async function clientLoader(): Promise<{
  details: ContactDetails | null
  editorial?: EditorialState
}> {
  await requireRight('content')
  try {
    const details = await getContactDetails()
    // Saved details can have a draft and a schedule; none saved yet, the form only saves.
    return { details, editorial: details ? await loadDraftState('contact') : undefined }
  } catch (error) {
    toastFailure('Failed to load contact details', error)
    return { details: null }
  }
}

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <AdminContactForm details={loaderData.details} editorial={loaderData.editorial} />
}
