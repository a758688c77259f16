import type { Config } from '@react-router/dev/config'

export default {
  // Public pages render on the server; admin screens use clientLoader/clientAction.
  ssr: true,
  // BUILD_DIR lets parallel test runs keep separate builds; `build` otherwise.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config
