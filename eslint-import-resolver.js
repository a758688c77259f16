/**
 * The import resolver ESLint's boundaries rules use (settings['import/resolver'] in
 * eslint.config.js): `~/x` is `app/x` (tsconfig.json's paths), everything else resolves as
 * Node does, trying the TypeScript extensions too. Small on purpose: the TypeScript resolver
 * package brings native optional dependencies that `npm ci` cannot install here.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import nodeResolver from 'eslint-import-resolver-node'

const root = path.dirname(fileURLToPath(import.meta.url))
const extensions = ['.ts', '.tsx', '.js', '.mjs']

export const interfaceVersion = 2

/** @type {(source: string, file: string) => { found: boolean, path?: string | null }} */
export function resolve(source, file) {
  const target = source.startsWith('~/') ? path.join(root, 'app', source.slice(2)) : source
  return nodeResolver.resolve(target, file, { extensions })
}
