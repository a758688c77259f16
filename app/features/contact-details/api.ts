import { ApiError, apiRequest } from '~/lib/api-client'
import type { ContactDetails, ContactDetailsData } from './schemas'

/** The single record, or null while none has been saved yet (the API answers 404). */
export async function getContactDetails(): Promise<ContactDetails | null> {
  try {
    return await apiRequest<ContactDetails>('/api/contact')
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export const saveContactDetails = (body: ContactDetailsData) =>
  apiRequest<ContactDetails>('/api/contact', { method: 'POST', body, auth: true })
