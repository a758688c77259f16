import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { configShape } from '~/lib/env.server'
import { CONFIG_FILES, configRows, renderConfigDocs, type ConfigFile } from './config-docs'

const files = Object.keys(CONFIG_FILES) as ConfigFile[]
const read = (file: ConfigFile) => fs.readFileSync(file, 'utf8')

describe('the configuration in README.md, docs/api.md and .env.example', () => {
  it.each(files)(
    '%s says what the env schema says (else run npm run docs:config)',
    async (file) => {
      const text = read(file)
      expect(await renderConfigDocs(file, text)).toBe(text)
    },
  )

  it.each(files)('%s names every variable the server reads, with its default', (file) => {
    const lines = read(file).split('\n')
    for (const row of configRows()) {
      if (file === '.env.example') {
        expect(lines, row.name).toContain(`${row.name}=${row.envValue}`)
      } else {
        const line = lines.find((l) => l.startsWith(`| \`${row.name}\` `))
        expect(line?.split('|')[2]?.trim(), row.name).toBe(row.shownDefault)
      }
    }
    expect(configRows().map((r) => r.name)).toEqual(Object.keys(configShape))
  })

  it('rewrites a region edited by hand, and refuses a file without one', async () => {
    const text = read('README.md')
    const edited = text.replace(/^\| `PAGE_CACHE_MB`.*\n/m, '')
    expect(edited).not.toBe(text)
    expect(await renderConfigDocs('README.md', edited)).toBe(text)
    await expect(renderConfigDocs('.env.example', 'PORT=3000\n')).rejects.toThrow(/config:start/)
  })
})
