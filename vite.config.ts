import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { constants } from 'node:zlib'
import { defineConfig } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'

/**
 * Client chunks. The public pages have a JavaScript budget of 120 KiB gzip, React and React
 * Router alone take ~105 of it, and every extra file costs its own gzip header and dictionary.
 * So the framework ships as one file, and the small modules every public page shares (header
 * parts, icons, theme, class helpers) as another, instead of a dozen sub-kilobyte chunks.
 * The list is of leaf modules on purpose: a module that imports page content would drag that
 * content into every page.
 */
const clientChunks = {
  groups: [
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    },
    {
      // The small modules the pages of cards share (projects, products, people): one file
      // instead of five of 100–600 bytes, each paying its own request and gzip overhead.
      name: 'cards',
      test: /app[\\/](components[\\/]site[\\/]balanced-grid|features[\\/]portfolio[\\/](category-label|public-project)|copy[\\/]portfolio)\./,
    },
    {
      name: 'site',
      test: /app[\\/](components[\\/]site[\\/](site-logo|section-heading|stat-grid|icon-card|call-to-action|social-links|site-data|page-hero|menu-styles)|lib[\\/](theme|nonce|srcset|seo|site-icons|text)|components[\\/]ui[\\/](site-icon|button-variants|lazy-toaster)|copy[\\/](site|icons))\.|node_modules[\\/](clsx|class-variance-authority)[\\/]|preload-helper/,
    },
  ],
}

/**
 * Packages the server build leaves to node_modules: native addons, which cannot be bundled, and
 * pg's optional native binding, which is not installed.
 */
const serverExternals = [
  'better-sqlite3',
  'better-sqlite3-napi',
  'sharp',
  '@node-rs/argon2',
  'pg-native',
]

export default defineConfig(({ command, isSsrBuild }) => ({
  build: {
    // The server build's entry is our Express app, so /api and the pages ship as one bundle
    // sharing one database connection. On the server that bundle is one file: everything in
    // it is loaded at start anyway, so splitting would only add files to resolve (and the
    // dynamic imports that keep libraries off public pages' JavaScript only matter in the
    // browser's build).
    rollupOptions: isSsrBuild
      ? { input: './server/app.ts', output: { codeSplitting: false } }
      : { output: { codeSplitting: clientChunks } },
  },
  // The server build carries its dependencies: loading ~3 900 modules one file at a time from
  // node_modules (resolving, reading, detecting each one's format) was half of a start; one
  // file takes a fraction of that (docs/performance.md §Start, ADR 041). Development keeps
  // Vite's default, loading packages from node_modules as they are.
  ssr: command === 'build' ? { noExternal: true, external: serverExternals } : undefined,
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Scripts and styles compressed once, at the strongest settings, instead of on every request
    // at a fast one: the server sends the .br (or .gz) file beside each asset.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg)$/,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
      }),
  ],
  resolve: { tsconfigPaths: true },
}))
