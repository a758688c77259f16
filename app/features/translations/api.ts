import { apiRequest } from '~/lib/api-client'

/** One record in one language (`GET /api/translations`; ADR 080). */
export interface TranslationStatus {
  /** A collection's id, `content` (a site page) or `contact`. */
  type: string
  _id: string
  title: string
  lang: string
  state: 'missing' | 'outdated' | 'done'
}

export const listTranslations = () =>
  apiRequest<TranslationStatus[]>('/api/translations', { auth: true })
