import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Time-based one-time passwords as authenticator apps make them (RFC 6238 over RFC 4226):
 * HMAC-SHA-1, 6 digits, 30-second steps. A code is accepted for the step it was made in and
 * the one either side of it, for clocks a little apart and a code typed as the step turned.
 */
export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32, without padding: what otpauth URLs and authenticator apps take. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

/** Base32 back to bytes; spaces and padding are ignored, case too. Undefined when not base32. */
export function base32Decode(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const char of clean) {
    const index = ALPHABET.indexOf(char)
    if (index === -1) return undefined
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** A new secret: 160 random bits (RFC 4226's recommended length), base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20))

/** The RFC 4226 code of one counter value. */
export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(message).digest()
  const offset = mac[mac.length - 1]! & 0xf
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0')
}

/** The 30-second step an instant falls in. */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS)

/**
 * The step a code was made for, if it is the code of a step within the window around `at`
 * and later than `after` (the last step a code was accepted for: spent, with every one before
 * it). Undefined otherwise.
 */
export function matchTotp(
  secret: string,
  code: string,
  at: Date,
  after: number | null = null,
): number | undefined {
  const key = base32Decode(secret)
  if (!key || !new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return undefined
  const now = totpStep(at)
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (after !== null && step <= after) continue
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step
  }
  return undefined
}

/** The `otpauth://` URL an authenticator app reads from a QR code (Google's Key Uri Format). */
export function otpauthUrl(options: { issuer: string; account: string; secret: string }): string {
  const label = encodeURIComponent(`${options.issuer}:${options.account}`)
  const params = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  })
  return `otpauth://totp/${label}?${params.toString()}`
}
