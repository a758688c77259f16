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

/** Whether a host name is an IP address (IPv4, or IPv6 as URLs write it: `[::1]`). */
const isIpAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':')

/**
 * Why passkeys cannot work on this page, when they cannot: WebAuthn takes a host name, never an
 * IP address, as the site a passkey belongs to (ADR 049), so a portal opened at `127.0.0.1`
 * can neither make nor use one. Undefined where they can.
 */
export function passkeyHostProblem(): string | undefined {
  if (typeof window === 'undefined') return undefined
  const host = window.location.hostname
  if (!isIpAddress(host)) return undefined
  return `Passkeys need the site's host name, and this page was opened at an IP address (${host}). Open the portal by its name to use a passkey.`
}

/**
 * What to tell the person when the browser's part did not finish: closed or timed out (the
 * browser says NotAllowedError either way), a passkey already there, a page at an IP address
 * or at another host than the passkeys' (SimpleWebAuthn names these by `code`), or another
 * failure.
 */
export function passkeyFailure(error: unknown, fallback: string): string {
  const name = error instanceof Error ? error.name : ''
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.name : ''
  const code = error instanceof Error && 'code' in error ? error.code : undefined
  if (code === 'ERROR_INVALID_DOMAIN' || name === 'SecurityError' || cause === 'SecurityError') {
    const ip = passkeyHostProblem()
    if (ip) return ip
  }
  if (code === 'ERROR_INVALID_DOMAIN') {
    return "Passkeys can't be used at this address: open the portal by the site's host name to use a passkey."
  }
  if (code === 'ERROR_INVALID_RP_ID') {
    return "This site's passkeys belong to its own address: open the portal there to use a passkey."
  }
  if (name === 'NotAllowedError' || cause === 'NotAllowedError') {
    return 'The passkey request was cancelled or timed out'
  }
  if (name === 'InvalidStateError' || cause === 'InvalidStateError') {
    return 'This device already has a passkey for your account'
  }
  return fallback
}
