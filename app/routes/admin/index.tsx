import { redirect } from 'react-router'

/** /admin redirects to /admin/dashboard (docs/product.md §Routes). */
export function clientLoader() {
  return redirect('/admin/dashboard')
}

export default function AdminIndex() {
  return null
}
