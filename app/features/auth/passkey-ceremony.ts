import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'

/**
 * The browser's half of a passkey (WebAuthn) ceremony, through @simplewebauthn/browser. The
 * library is loaded on first use only: it stays out of every public page's JavaScript and out
 * of the portal's first load (ADR 049).
 */
export async function createPasskey(options: PublicKeyCredentialCreationOptionsJSON) {
  const { startRegistration } = await import('@simplewebauthn/browser')
  return startRegistration({ optionsJSON: options })
}

export async function answerWithPasskey(options: PublicKeyCredentialRequestOptionsJSON) {
  const { startAuthentication } = await import('@simplewebauthn/browser')
  return startAuthentication({ optionsJSON: options })
}

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'

/**
 * What to tell the person when the browser's part did not finish: closed or timed out (the
 * browser says NotAllowedError either way), a passkey already there, or another failure.
 */
export function passkeyFailure(error: unknown, fallback: string): string {
  const name = error instanceof Error ? error.name : ''
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.name : ''
  if (name === 'NotAllowedError' || cause === 'NotAllowedError') {
    return 'The passkey request was cancelled or timed out'
  }
  if (name === 'InvalidStateError' || cause === 'InvalidStateError') {
    return 'This device already has a passkey for your account'
  }
  return fallback
}
