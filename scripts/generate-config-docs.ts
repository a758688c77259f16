/**
 * `npm run docs:config`: rewrites the configuration in README.md, docs/api.md and .env.example
 * from the env schema (app/lib/env.server.ts). Describe a variable there, then run this.
 */
import fs from 'node:fs'
import { CONFIG_FILES, renderConfigDocs, type ConfigFile } from './config-docs'

for (const file of Object.keys(CONFIG_FILES) as ConfigFile[]) {
  const text = fs.readFileSync(file, 'utf8')
  const rendered = await renderConfigDocs(file, text)
  if (rendered !== text) fs.writeFileSync(file, rendered)
  process.stdout.write(`${file}: ${rendered === text ? 'up to date' : 'rewritten'}\n`)
}
