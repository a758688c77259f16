/**
 * The configuration, as README.md, docs/api.md and .env.example show it, made from the env
 * schema (app/lib/env.server.ts: each variable's default and its ConfigDoc). Each file holds a
 * marked region that only this writes: `npm run docs:config` (scripts/generate-config-docs.ts)
 * rewrites them, and scripts/config-docs.test.ts fails when one differs from what it would write.
 */
import prettier from 'prettier'
import { configDocs, configShape } from '~/lib/env.server'
import { z } from '~/lib/validation'

export interface ConfigRow {
  name: string
  /** As a reader sees it: `3000`, `file:./data/app.db`, "unset", or a derived default. */
  shownDefault: string
  /** The default to write into .env.example: the value, or empty (unset). */
  envValue: string
  /** What an unset variable falls back to, when that is worked out at start. */
  derivedDefault?: string
  summary: string
  description: string
}

export function configRows(): ConfigRow[] {
  return Object.entries(configShape).map(([name, schema]) => {
    const doc = configDocs.get(schema)
    if (!doc) throw new Error(`${name} has no ConfigDoc in app/lib/env.server.ts`)
    const value = schema instanceof z.ZodDefault ? String(schema.def.defaultValue) : ''
    return {
      name,
      shownDefault: doc.defaultText ?? (value ? `\`${value}\`` : 'unset'),
      envValue: value,
      derivedDefault: doc.defaultText,
      summary: doc.summary,
      description: doc.description,
    }
  })
}

const GENERATED = 'generated from app/lib/env.server.ts by `npm run docs:config`'

const cell = (text: string) => text.replaceAll('|', '\\|')

function markdownTable(header: [string, string, string], rows: string[][]): string {
  return [header, ['---', '---', '---'], ...rows]
    .map((cells) => `| ${cells.map(cell).join(' | ')} |`)
    .join('\n')
}

/** Comment lines of at most 100 characters. */
function comment(text: string): string[] {
  const lines: string[] = []
  let line = '#'
  for (const word of text.split(' ')) {
    if (line.length + 1 + word.length > 100 && line !== '#') {
      lines.push(line)
      line = '#'
    }
    line += ' ' + word
  }
  return [...lines, line]
}

/** The files, and what their region holds. */
export const CONFIG_FILES = {
  'README.md': () =>
    markdownTable(
      ['variable', 'default', 'meaning'],
      configRows().map((r) => [`\`${r.name}\``, r.shownDefault, r.summary]),
    ),
  'docs/api.md': () =>
    markdownTable(
      ['Variable', 'Default', 'Meaning'],
      configRows().map((r) => [`\`${r.name}\``, r.shownDefault, r.description]),
    ),
  '.env.example': () =>
    configRows()
      .flatMap((r) => [
        ...comment(r.summary + (r.derivedDefault ? ` (unset: ${r.derivedDefault})` : '')),
        `${r.name}=${r.envValue}`,
      ])
      .join('\n'),
} satisfies Record<string, () => string>

export type ConfigFile = keyof typeof CONFIG_FILES

const REGION = {
  markdown: {
    pattern: /<!-- config:start[^\n]*-->\n[\s\S]*?\n<!-- config:end -->/,
    wrap: (body: string) => `<!-- config:start: ${GENERATED} -->\n${body}\n<!-- config:end -->`,
  },
  env: {
    pattern: /# config:start[^\n]*\n[\s\S]*?\n# config:end/,
    wrap: (body: string) => `# config:start: ${GENERATED}\n${body}\n# config:end`,
  },
}

/** The file's text with its region rewritten from the schema (and Markdown formatted). */
export async function renderConfigDocs(file: ConfigFile, text: string): Promise<string> {
  const region = file === '.env.example' ? REGION.env : REGION.markdown
  if (!region.pattern.test(text)) throw new Error(`${file} has no config:start … config:end region`)
  // A function, so that `$` in the generated text is taken as it is.
  const rewritten = text.replace(region.pattern, () => region.wrap(CONFIG_FILES[file]()))
  if (file === '.env.example') return rewritten
  const options = await prettier.resolveConfig(file)
  return prettier.format(rewritten, { ...options, filepath: file })
}
