import { LogOutIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { AuthCard } from './auth-card'
import { AuthenticatorSetup } from './authenticator-setup'
import { AddPasskey } from './passkeys-section'
import { RecoveryCodes } from './recovery-codes'

/**
 * What an account that REQUIRE_2FA asks for a second factor sees instead of the portal until it
 * has one (docs/product.md §Settings): an authenticator app or a passkey, and a way out. The
 * server refuses everything else to the session meanwhile; `onDone` lets the portal in.
 */
export function TwoFactorSetupRequired({
  onDone,
  onLogout,
}: {
  onDone: () => void
  onLogout: () => void
}) {
  const [codes, setCodes] = useState<string[]>()
  return (
    <AuthCard
      title="Set up two-factor sign-in"
      description="This site asks your role for a second factor before anything else: an authenticator app on your phone, or a passkey."
    >
      {codes ? (
        <RecoveryCodes codes={codes} onDone={onDone} />
      ) : (
        <div className="flex flex-col gap-6">
          <section aria-labelledby="setup-app" className="flex flex-col gap-3">
            <h2 id="setup-app" className="font-semibold">
              Authenticator app
            </h2>
            <AuthenticatorSetup onEnabled={setCodes} />
          </section>
          <section aria-labelledby="setup-passkey" className="flex flex-col gap-3">
            <h2 id="setup-passkey" className="font-semibold">
              Or a passkey
            </h2>
            <AddPasskey count={0} onAdded={onDone} />
          </section>
          <Button type="button" variant="ghost" className="self-center" onClick={onLogout}>
            <LogOutIcon aria-hidden />
            Logout
          </Button>
        </div>
      )}
    </AuthCard>
  )
}
