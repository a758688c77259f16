import { useNavigate, useSearchParams } from 'react-router'
import { adminMeta } from '~/components/admin/admin-meta'
import { AdminResetPasswordForm } from '~/features/auth/components/admin-reset-password-form'

export const meta = () => adminMeta('Reset password')

/** The page a reset mail links to: `?token=…` (docs/product.md §Password reset). */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  return (
    <AdminResetPasswordForm
      token={params.get('token') ?? ''}
      onReset={() => navigate('/admin/login', { replace: true })}
    />
  )
}
