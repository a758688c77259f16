import { describe, expect, it } from 'vitest'
import { base32Encode, matchTotp } from './totp.server'
import { authenticatorCode } from '../../tests/support/totp'

// RFC 6238 Appendix B: the SHA-1 key is the ASCII of "12345678901234567890".
const RFC_SECRET = Buffer.from('12345678901234567890')
const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('TOTP (RFC 6238)', () => {
  it("the test's authenticator gives the RFC's codes", () => {
    for (const [seconds, code] of vectors) {
      const secret = base32Encode(RFC_SECRET)
      expect(authenticatorCode(secret, new Date(seconds * 1000), 8)).toBe(code)
    }
  })

  it('the server accepts the code of the step, and of one step either side, and no other', () => {
    const secret = base32Encode(RFC_SECRET)
    const at = new Date(1111111111 * 1000)
    const step = Math.floor(1111111111 / 30)
    for (const offset of [-1, 0, 1]) {
      const code = authenticatorCode(secret, new Date(at.getTime() + offset * 30_000))
      expect(matchTotp(secret, code, at)).toBe(step + offset)
    }
    for (const offset of [-2, 2]) {
      const code = authenticatorCode(secret, new Date(at.getTime() + offset * 30_000))
      expect(matchTotp(secret, code, at)).toBeUndefined()
    }
    const now = authenticatorCode(secret, at)
    expect(matchTotp(secret, now, at, step)).toBeUndefined()
    expect(matchTotp(secret, '12345', at)).toBeUndefined()
  })
})
