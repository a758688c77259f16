import { createHmac } from 'node:crypto'

/**
 * An authenticator app, for tests: RFC 6238 (HMAC-SHA-1, 6 digits, 30 s) written here apart
 * from the server's code (app/lib/totp.server.ts), so a mistake in one is not repeated in the
 * other. Checked against the RFC's own test values in app/lib/totp.server.test.ts.
 */
export function authenticatorCode(base32Secret: string, at: Date, digits = 6): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const bits = [...base32Secret.replace(/=+$/, '').toUpperCase()]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('')
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)))
  const counter = Math.floor(at.getTime() / 30_000)
  const message = Buffer.alloc(8)
  message.writeUInt32BE(Math.floor(counter / 2 ** 32), 0)
  message.writeUInt32BE(counter % 2 ** 32, 4)
  const mac = createHmac('sha1', key).update(message).digest()
  const offset = mac[19]! & 15
  const value =
    ((mac[offset]! & 127) << 24) |
    (mac[offset + 1]! << 16) |
    (mac[offset + 2]! << 8) |
    mac[offset + 3]!
  return String(value % 10 ** digits).padStart(digits, '0')
}
