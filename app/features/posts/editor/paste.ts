/**
 * What is pasted from Word or Google Docs, readied for the editor's schema (ADR 091). The schema
 * already drops what it has no place for (styles, spans, fonts, classes), keeping headings,
 * lists, bold, italic and links; this removes what it would otherwise keep as text: Office's
 * conditional comments and their fake list bullets, `<o:p>`, comments and the comment list, and
 * turns Word's list paragraphs (`MsoListParagraph…`, `mso-list: l0 level2`) into real lists.
 * Plain string work, no DOM: it runs before the browser parses the HTML.
 */
export function cleanPastedHtml(html: string): string {
  let out = html
    // Word's comments: the [A1] markers in the text and the list of comments at the end.
    .replace(/<a [^>]*(?:mso-comment-reference|msocomanchor)[^>]*>[\s\S]*?<\/a>/gi, '')
    .replace(/<span [^>]*class=["']?MsoCommentReference[^>]*>[\s\S]*?<\/span>/gi, '')
    .replace(/<div [^>]*mso-element:\s*comment-list[\s\S]*?(?=<\/body>|$)/gi, '')
    .replace(/<(style|xml|script|title)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?o:p\b[^>]*>/gi, '')
    .replace(/<\/?(?:meta|link)\b[^>]*>/gi, '')

  out = wordLists(out)
    // Word's blank lines between paragraphs (`<p>&nbsp;</p>`) are spacing, not text.
    .replace(/<p\b[^>]*>(?:\s|&nbsp;|<span\b[^>]*>(?:\s|&nbsp;)*<\/span>)*<\/p>/gi, '')
  // Any other conditional block (`<![if !vml]>…<![endif]>`) keeps its content.
  return out.replace(/<!\[(?:if [^\]]*|endif)\]>/gi, '')
}

interface ListLine {
  level: number
  ordered: boolean
  inner: string
}

const MAX_LIST_DEPTH = 9

/** Word's list paragraphs, one run at a time, as nested `<ul>`/`<ol>`. */
function wordLists(html: string): string {
  const paragraph =
    /<p\b([^>]*class=["']?MsoListParagraph[^>]*|[^>]*mso-list:\s*l\d+[^>]*)>([\s\S]*?)<\/p>/gi
  const run = new RegExp(`(?:${paragraph.source}\\s*)+`, 'gi')
  return html.replace(run, (block) => {
    const lines: ListLine[] = [...block.matchAll(paragraph)].map(([, attrs = '', body = '']) => {
      // Lists nest nine deep at most: a pasted `level999999` must not open a million lists.
      const level = Math.min(MAX_LIST_DEPTH, Number(/level(\d+)/i.exec(attrs)?.[1] ?? 1))
      // The bullet Word draws itself sits in a "supportLists" block (or an mso-list:Ignore span).
      const marker =
        /<!\[if !supportLists\]>([\s\S]*?)<!\[endif\]>/i.exec(body)?.[1] ??
        /<span[^>]*mso-list:\s*Ignore[^>]*>([\s\S]*?)<\/span>/i.exec(body)?.[1] ??
        ''
      const ordered = /^\s*[\w]{1,4}[.)]/.test(textOf(marker))
      const inner = body
        .replace(/<!\[if !supportLists\]>[\s\S]*?<!\[endif\]>/gi, '')
        .replace(
          /<span[^>]*mso-list:\s*Ignore[^>]*>(?:[^<]|<span[^>]*>[^<]*<\/span>)*<\/span>/gi,
          '',
        )
      return { level, ordered, inner }
    })
    return nest(lines)
  })
}

function nest(lines: ListLine[]): string {
  let out = ''
  const open: ('ul' | 'ol')[] = []
  for (const line of lines) {
    while (open.length > line.level) out += `</li></${open.pop()}>`
    if (open.length === line.level) out += '</li>'
    while (open.length < line.level) {
      const tag = line.ordered ? 'ol' : 'ul'
      open.push(tag)
      out += `<${tag}>`
    }
    out += `<li><p>${line.inner}</p>`
  }
  while (open.length) out += `</li></${open.pop()}>`
  return out
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim()
