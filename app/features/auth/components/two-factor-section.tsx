import { ShieldCheckIcon } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toaster'
import { disableAuthenticator, renewRecoveryCodes } from '../api'
import type { TwoFactorStatus } from '../schemas'
import { AuthenticatorSetup } from './authenticator-setup'
import { PasswordDialog } from './password-dialog'
import { RecoveryCodes } from './recovery-codes'

/**
 * The authenticator app on the account screen (docs/product.md §Settings): off → set up; on →
 * how many recovery codes are left, new codes, or off (both with the password).
 */
export function TwoFactorSection({
  status,
  onChanged,
}: {
  status: TwoFactorStatus
  onChanged: () => void
}) {
  const [settingUp, setSettingUp] = useState(false)
  const [codes, setCodes] = useState<string[]>()
  const [asking, setAsking] = useState<'off' | 'codes'>()

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(undefined)
          onChanged()
        }}
      />
    )
  }
  if (settingUp) {
    return (
      <AuthenticatorSetup
        onEnabled={(recoveryCodes) => {
          setSettingUp(false)
          setCodes(recoveryCodes)
        }}
        onCancel={() => setSettingUp(false)}
      />
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Authenticator app</span>
        {status.enabled ? <Badge>On</Badge> : <Badge variant="secondary">Off</Badge>}
        {status.enabled && (
          <span className="text-muted-foreground">
            {status.recoveryCodesLeft} of 10 recovery codes left
          </span>
        )}
      </p>
      <p className="text-muted-foreground text-sm">
        {status.enabled
          ? 'Signing in asks for a code from the app after your password.'
          : 'Ask for a code from an app on your phone after your password, so a stolen password alone opens nothing.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {status.enabled ? (
          <>
            <Button type="button" variant="outline" onClick={() => setAsking('codes')}>
              New recovery codes
            </Button>
            <Button type="button" variant="outline" onClick={() => setAsking('off')}>
              Turn off
            </Button>
          </>
        ) : (
          <Button type="button" onClick={() => setSettingUp(true)}>
            <ShieldCheckIcon aria-hidden />
            Set up authenticator app
          </Button>
        )}
      </div>
      <PasswordDialog
        open={asking === 'off'}
        onOpenChange={(open) => setAsking(open ? 'off' : undefined)}
        title="Turn off the authenticator app?"
        description="Signing in will no longer ask for its codes, and your recovery codes stop working. Enter your password to go on."
        confirmLabel="Turn off"
        failed="Failed to turn off two-factor sign-in"
        onConfirm={async (password) => {
          await disableAuthenticator({ password })
          toast.success('The authenticator app is off')
          onChanged()
        }}
      />
      <PasswordDialog
        open={asking === 'codes'}
        onOpenChange={(open) => setAsking(open ? 'codes' : undefined)}
        title="New recovery codes?"
        description="Your old recovery codes stop working. Enter your password to go on."
        confirmLabel="Make new codes"
        failed="Failed to make new recovery codes"
        onConfirm={async (password) => {
          setCodes((await renewRecoveryCodes({ password })).recoveryCodes)
        }}
      />
    </div>
  )
}
