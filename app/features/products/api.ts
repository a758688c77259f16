import { apiRequest } from '~/lib/api-client'
import type { Product, ProductData } from './schemas'

export const listProducts = () => apiRequest<Product[]>('/api/products')

export const getProduct = (id: string) =>
  apiRequest<Product>(`/api/products/${encodeURIComponent(id)}`)

export const createProduct = (body: ProductData) =>
  apiRequest<Product>('/api/products', { method: 'POST', body, auth: true })

export const deleteProduct = (id: string) =>
  apiRequest<{ message: string }>(`/api/products/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  })
