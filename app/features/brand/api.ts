import { apiRequest } from '~/lib/api-client'
import type { Brand, BrandInput } from './schemas'

export const getBrand = () => apiRequest<Brand>('/api/settings/brand')

export const saveBrand = (body: BrandInput) =>
  apiRequest<Brand>('/api/settings/brand', { method: 'PUT', body, auth: true })
