import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { sharedValue, storedValue } from './app-meta.server'
import type { Db } from './db.server'

/**
 * Seals small secrets the server must read back (an authenticator app's secret) with
 * AES-256-GCM, under a key derived (HKDF-SHA-256) from AUTH_SECRET, so a copy of the database
 * alone does not reveal them (docs/decisions/047-authenticator-secrets-sealed.md). Without
 * AUTH_SECRET the key is made once and kept in the database, like the form secret: every
 * instance reads it, and the database then holds both.
 *
 * A sealed value names the key it was sealed with (`env` or `db`), so values sealed before
 * AUTH_SECRET was set still open, and `isStale` says they should be sealed again.
 */
export interface SecretBox {
  seal(plain: string): Promise<string>
  /** The plain text, or undefined when the value is not ours or its key is gone. */
  open(sealed: string): Promise<string | undefined>
  /** Sealed with a key other than the one `seal` uses now. */
  isStale(sealed: string): boolean
}

const DB_KEY = 'secret-box-key'
const INFO = 'agency-site secret box v1'
type Source = 'env' | 'db'

const derive = (material: Buffer) =>
  Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), INFO, 32))

export function createSecretBox(db: Db, configured?: string): SecretBox {
  const primary: Source = configured ? 'env' : 'db'
  const keys = new Map<Source, Buffer>()
  if (configured) keys.set('env', derive(Buffer.from(configured)))

  async function key(source: Source, make: boolean): Promise<Buffer | undefined> {
    const known = keys.get(source)
    if (known || source === 'env') return known
    const stored = make
      ? await sharedValue(db, DB_KEY, () => randomBytes(32).toString('base64url'))
      : await storedValue(db, DB_KEY)
    if (!stored) return undefined
    const derived = derive(Buffer.from(stored, 'base64url'))
    keys.set('db', derived)
    return derived
  }

  return {
    async seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', (await key(primary, true))!, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url'))
      return ['v1', primary, ...parts].join('.')
    },
    async open(sealed) {
      const [version, source, iv, body, tag] = sealed.split('.')
      if (version !== 'v1' || (source !== 'env' && source !== 'db') || !iv || !body || !tag) {
        return undefined
      }
      const secret = await key(source, false)
      if (!secret) return undefined
      try {
        const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(iv, 'base64url'))
        decipher.setAuthTag(Buffer.from(tag, 'base64url'))
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8')
      } catch {
        // Another AUTH_SECRET sealed it, or it was altered.
        return undefined
      }
    },
    isStale(sealed) {
      return sealed.split('.')[1] !== primary
    },
  }
}
