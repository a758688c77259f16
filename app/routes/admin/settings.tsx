import { useRevalidator, useRouteLoaderData } from 'react-router'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { FormCard } from '~/components/admin/form-card'
import { loadList, loadRecord } from '~/components/admin/load-list'
import { requireSetUp } from '~/components/admin/signed-in-user'
import { fetchTwoFactorStatus, listPasskeys, listSessions } from '~/features/auth/api'
import { AdminChangePasswordForm } from '~/features/auth/components/admin-change-password-form'
import { PasskeysSection } from '~/features/auth/components/passkeys-section'
import { SessionsSection } from '~/features/auth/components/sessions-section'
import { TwoFactorSection } from '~/features/auth/components/two-factor-section'
import { getAuthorProfile } from '~/features/team/api'
import { AuthorProfileForm } from '~/features/team/components/author-profile-form'
import { imageUploader } from '~/features/uploads/api'
import type { Route } from './+types/settings'
import type { clientLoader as guardLoader } from './guard'

export const meta = () => adminMeta('Settings')
export const handle: AdminHandle = { title: 'Settings' }

/**
 * The account's author card, second factors and sessions, loaded together; any change reloads
 * them.
 */
export async function clientLoader() {
  await requireSetUp()
  const [status, passkeys, sessions, profile] = await Promise.all([
    loadRecord(fetchTwoFactorStatus, 'Failed to load two-factor sign-in'),
    loadList(listPasskeys, 'Failed to load passkeys'),
    loadList(listSessions, 'Failed to load sessions'),
    loadRecord(getAuthorProfile, 'Failed to load your author card'),
  ])
  return { status, passkeys, sessions, profile }
}

/**
 * The signed-in person's own account (docs/product.md §Settings): who they are, the author card
 * their posts show, their password, their second factors (authenticator app, passkeys) and where
 * they are signed in.
 */
export default function SettingsRoute({ loaderData }: Route.ComponentProps) {
  const user = useRouteLoaderData<typeof guardLoader>('routes/admin/guard')?.user
  const { revalidate } = useRevalidator()
  const changed = () => void revalidate()
  return (
    <div className="flex flex-col gap-6">
      <FormCard title="Signed-in account">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">Username</dt>
            <dd className="font-medium">{user?.username}</dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="font-medium">{user?.email}</dd>
          </div>
        </dl>
      </FormCard>
      {loaderData.profile && (
        <FormCard
          title="Author card"
          description="What readers see under the posts you sign on the journal."
        >
          <AuthorProfileForm profile={loaderData.profile} uploader={imageUploader} />
        </FormCard>
      )}
      <FormCard title="Change password">
        <AdminChangePasswordForm />
      </FormCard>
      {loaderData.status && (
        <FormCard
          title="Two-factor sign-in"
          description={
            loaderData.status.required
              ? 'Your role must keep a second factor: an authenticator app or a passkey.'
              : undefined
          }
        >
          <TwoFactorSection status={loaderData.status} onChanged={changed} />
        </FormCard>
      )}
      <FormCard title="Passkeys">
        <PasskeysSection passkeys={loaderData.passkeys} onChanged={changed} />
      </FormCard>
      <FormCard
        title="Where you're signed in"
        description="Changing your password or turning on two-factor sign-in signs out every other session."
      >
        <SessionsSection sessions={loaderData.sessions} onChanged={changed} />
      </FormCard>
    </div>
  )
}
