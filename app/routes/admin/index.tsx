import { redirect } from 'react-router'

/** Spec §2: /admin redirects to /admin/dashboard. */
export function clientLoader() {
  return redirect('/admin/dashboard')
}

export default function AdminIndex() {
  return null
}
