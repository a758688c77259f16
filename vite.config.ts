import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The server build's entry is our Express app, so /api and the pages ship as one bundle
    // sharing one database connection.
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
  },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
}))
