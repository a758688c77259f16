import fs from 'node:fs'
import path from 'node:path'

/** Where the built process file goes: beside the app bundle (`server/index.js`) it loads. */
export const SERVER_ENTRY = 'server/start.js'

/**
 * What the server build needs beyond Vite's bundle, added by React Router's buildEnd hook
 * (react-router.config.ts), so every build directory is complete whoever builds it.
 *
 * - The process file (`server/index.ts`: listen, static files, graceful shutdown) compiled to
 *   `server/start.js`, so `npm run serve` runs plain JavaScript and a start pays for no
 *   TypeScript loader (ADR 041). Packages stay imports, resolved from node_modules at run time.
 * - The demo pictures (db/demo-images/), which the seed, bundled into `server/index.js`, reads
 *   from the folder beside itself (db/demo-images.ts).
 * - The message catalogues (app/i18n/catalogues/), read the same way by both bundles
 *   (app/i18n/catalogues.server.ts): no page's JavaScript carries them (ADR 079).
 */
export async function completeServerBuild(buildDirectory: string): Promise<void> {
  // Loaded here: the server starter imports SERVER_ENTRY and has no use for esbuild.
  const { build } = await import('esbuild')
  await build({
    entryPoints: ['server/index.ts'],
    outfile: path.join(buildDirectory, SERVER_ENTRY),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'warning',
  })
  fs.cpSync('db/demo-images', path.join(buildDirectory, 'server/demo-images'), {
    recursive: true,
  })
  fs.cpSync('app/i18n/catalogues', path.join(buildDirectory, 'server/catalogues'), {
    recursive: true,
  })
}
