import { apiRequest } from '~/lib/api-client'
import { brandDefaults, type Brand, type BrandInput } from './schemas'

export const getBrand = () => apiRequest<Brand>('/api/settings/brand')

/**
 * The brand for the portal's own screens (the sign-in screens, the shell): today's defaults when
 * it cannot be read, so a screen never fails for want of its logo.
 */
export async function getBrandOrDefaults(): Promise<Brand> {
  try {
    return await getBrand()
  } catch {
    return brandDefaults
  }
}

export const saveBrand = (body: BrandInput) =>
  apiRequest<Brand>('/api/settings/brand', { method: 'PUT', body, auth: true })
