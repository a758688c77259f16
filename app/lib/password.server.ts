import { hash, verify } from '@node-rs/argon2'

/** Argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). */
// `algorithm: 2` is Argon2id (the package's enum is a const enum, not importable here).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

// A real hash of a random password: verifying against it costs the same time as a real
// check, so an unknown e-mail cannot be told apart from a wrong password by timing.
let decoy: Promise<string> | undefined

export async function verifyPassword(stored: string | undefined, password: string) {
  if (!stored) {
    decoy ??= hashPassword(crypto.randomUUID())
    await verify(await decoy, password).catch(() => false)
    return false
  }
  return verify(stored, password).catch(() => false)
}
