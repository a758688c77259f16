import { apiRequest } from '~/lib/api-client'
import type { PortfolioData, PortfolioItem } from './schemas'

export const listPortfolioItems = () => apiRequest<PortfolioItem[]>('/api/portfolio')

export const getPortfolioItem = (id: string) =>
  apiRequest<PortfolioItem>(`/api/portfolio/${encodeURIComponent(id)}`)

export const createPortfolioItem = (body: PortfolioData) =>
  apiRequest<PortfolioItem>('/api/portfolio', { method: 'POST', body, auth: true })

export const deletePortfolioItem = (id: string) =>
  apiRequest<{ message: string }>(`/api/portfolio/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  })
