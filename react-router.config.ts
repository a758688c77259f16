import type { Config } from '@react-router/dev/config'

export default {
  // Public pages render on the server; admin screens use clientLoader/clientAction.
  ssr: true,
  // BUILD_DIR lets parallel test runs keep separate builds; `build` otherwise.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Every build, whoever runs it (npm run build, the e2e setup, the bench), also compiles the
  // process file and adds the demo pictures, so a build directory is always complete and
  // `npm run serve` needs no loader. Imported here, not at the top: the dev server and typegen
  // load this file too.
  async buildEnd({ reactRouterConfig }) {
    const { completeServerBuild } = await import('./scripts/build-server')
    await completeServerBuild(reactRouterConfig.buildDirectory)
  },
} satisfies Config
