import { createHash, randomBytes } from 'node:crypto'

/**
 * A bearer secret (a session, a reset link, a preview link): 256 random bits. Only its hash is
 * stored, so a leaked table grants nothing.
 */
export const newToken = () => randomBytes(32).toString('base64url')

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
