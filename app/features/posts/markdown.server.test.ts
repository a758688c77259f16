import { Parser } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { headingsOf, renderedBody, renderPostBody, sanitizePostHtml } from './markdown.server'

/**
 * The OWASP XSS Filter Evasion Cheat Sheet's vectors (cheatsheetseries.owasp.org), written out
 * here as fixtures, with a few of the Markdown-shaped ones a post's editor could type. Each goes
 * through the renderer (Markdown with raw HTML) and through the sanitiser alone.
 */
const OWASP_VECTORS = [
  `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"\`/+/onmouseover=1/+/[*/[]/+alert(42);//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<SCRIPT SRC=//xss.rocks/.j>`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `\\";alert('XSS');//`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`,
  `<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>`,
  `<STYLE>@im\\port'\\ja\\vasc\\ript:alert("XSS")';</STYLE>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`,
  `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
  `<STYLE type="text/css">BODY{background:url("javascript:alert('XSS')")}</STYLE>`,
  `<XSS STYLE="xss:expression(alert('XSS'))">`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT a=">" '' SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT "a='>'" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT a=\`>\` SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT a=">'>" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<A HREF="http://66.102.7.147/">XSS</A>`,
  `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
  `<A HREF="  javascript:alert(1)">XSS</A>`,
  `<A HREF="&#1;javascript:alert(1)">XSS</A>`,
  `<A HREF="java&#0;script:alert(1)">XSS</A>`,
  `<A HREF="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">XSS</A>`,
  `<A HREF="//evil.example/">XSS</A>`,
  `<A HREF="/\\evil.example/">XSS</A>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<svg><style><img src=x onerror=alert(1)></style></svg>`,
  `<template><script>alert(1)</script></template>`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<h2 id="location">clobber</h2><a id="cookie" name="cookie">x</a>`,
  // Markdown-shaped ones.
  `[click](javascript:alert(1))`,
  `[click](JAVASCRIPT:alert(1))`,
  `[click](  javascript:alert(1))`,
  `[click](vbscript:msgbox(1))`,
  `[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  `![x](javascript:alert(1))`,
  `![x](x" onerror="alert(1))`,
  `[a](<javascript:alert(1)>)`,
  `[a][ref]\n\n[ref]: javascript:alert(1)`,
  `<javascript:alert(1)>`,
  '```html\n<script>alert(1)</script>\n```',
]

interface Found {
  tags: string[]
  attributes: { tag: string; name: string; value: string }[]
}

/** What a browser would build from the HTML: its elements and their attributes. */
function parse(html: string): Found {
  const found: Found = { tags: [], attributes: [] }
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        found.tags.push(name)
        for (const [key, value] of Object.entries(attributes)) {
          found.attributes.push({ tag: name, name: key, value })
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()
  return found
}

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'em',
  'strong',
  'del',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'abbr',
  'sub',
  'sup',
  'kbd',
  'mark',
])

/** Every way the HTML could run script or leave the page's control, as readable lines. */
function dangers(html: string): string[] {
  const { tags, attributes } = parse(html)
  const problems = tags.filter((tag) => !ALLOWED_TAGS.has(tag)).map((tag) => `<${tag}>`)
  for (const { tag, name, value } of attributes) {
    // What a browser strips before reading a URL's scheme: control characters and spaces.
    const url = value.replace(/[\p{Cc}\s]/gu, '').toLowerCase()
    if (name.startsWith('on')) {
      problems.push(`${tag}[${name}]`)
      continue
    }
    if (name === 'style' && !/^text-align:(left|right|center);?$/.test(value.replace(/\s/g, ''))) {
      problems.push(`${tag}[style=${value}]`)
    }
    if ((name === 'href' || name === 'src') && !/^(https?:\/\/|mailto:|\/(?![/\\])|#)/.test(url)) {
      problems.push(`${tag}[${name}=${value}]`)
    }
    if (name === 'id' && !/^section-[a-z0-9-]+$/.test(value)) problems.push(`${tag}[id=${value}]`)
    if (
      ![
        'href',
        'src',
        'alt',
        'title',
        'rel',
        'id',
        'style',
        'align',
        'start',
        'class',
        'width',
        'height',
        'loading',
        'decoding',
      ].includes(name)
    ) {
      problems.push(`${tag}[${name}]`)
    }
  }
  return problems
}

describe('a post body (ADR 089)', () => {
  it('is checked by a test that sees danger where there is some', () => {
    expect(
      dangers('<script>x</script><a href=" java\tscript:x" onclick="y">a</a><h2 id="cookie">'),
    ).toEqual(['<script>', 'a[href= java\tscript:x]', 'a[onclick]', 'h2[id=cookie]'])
  })

  it.each(OWASP_VECTORS.map((v) => [v]))('renders %s harmless', (vector) => {
    expect(dangers(renderPostBody(vector))).toEqual([])
    expect(dangers(sanitizePostHtml(vector))).toEqual([])
    // Inside a paragraph, a list and a table cell too: no context lets it out.
    const wrapped = `Some text ${vector}\n\n- ${vector}\n\n| a |\n| - |\n| ${vector} |\n`
    expect(dangers(renderPostBody(wrapped))).toEqual([])
  })

  it('keeps what a writer means: headings, emphasis, links, lists, quotes, code, tables, pictures', () => {
    const html = renderPostBody(
      [
        '# Title in the text',
        '## A part',
        'Some **bold**, *italic*, ~~struck~~ and `code`, [a link](https://example.com) and [a page](/contact).',
        '- one\n- two',
        '1. first\n2. second',
        '> a quote',
        '```js\nconst a = 1 < 2\n```',
        '| Left | Right |\n| :--- | ---: |\n| a | b |',
        '![A chart](/uploads/chart.webp "Growth")',
        '<figure><img src="/uploads/a.webp" alt="A"><figcaption>Caption</figcaption></figure>',
      ].join('\n\n'),
    )
    expect(html).toContain('<h2 id="section-title-in-the-text">Title in the text</h2>')
    expect(html).toContain('<h2 id="section-a-part">A part</h2>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<em>italic</em>')
    expect(html).toContain('<s>struck</s>')
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">a link</a>')
    expect(html).toContain('<a href="/contact">a page</a>')
    expect(html).toContain('<ul>')
    expect(html).toContain('<ol>')
    expect(html).toContain('<blockquote>')
    expect(html).toContain('<code class="language-js">const a = 1 &lt; 2')
    expect(html).toContain('<th style="text-align:right">Right</th>')
    // A titled picture alone in its paragraph (what the editor writes) is a captioned figure.
    expect(html).toContain(
      '<figure><img src="/uploads/chart.webp" alt="A chart" loading="lazy" decoding="async" /><figcaption>Growth</figcaption></figure>',
    )
    expect(html).toContain('<figcaption>Caption</figcaption>')
    expect(dangers(html)).toEqual([])
  })

  it('keeps a picture among words, or one without a title, in its paragraph', () => {
    expect(renderPostBody('See ![a dot](/uploads/d.webp "Dot") here')).toBe(
      '<p>See <img src="/uploads/d.webp" alt="a dot" title="Dot" loading="lazy" decoding="async" /> here</p>\n',
    )
    expect(renderPostBody('![a dot](/uploads/d.webp)')).toBe(
      '<p><img src="/uploads/d.webp" alt="a dot" loading="lazy" decoding="async" /></p>\n',
    )
    // The caption is text: markup in it is shown, never run.
    expect(renderPostBody('![x](/uploads/d.webp "<b onclick=alert(1)>hi</b>")')).toContain(
      '<figcaption>&lt;b onclick=alert(1)&gt;hi&lt;/b&gt;</figcaption>',
    )
  })

  it('lists the h2 and h3 headings for the table of contents, each id once', () => {
    const html = renderPostBody('## Setup\n\n### Setup\n\n## Setup\n\ntext')
    expect(headingsOf(html)).toEqual([
      { id: 'section-setup', text: 'Setup', level: 2 },
      { id: 'section-setup-2', text: 'Setup', level: 3 },
      { id: 'section-setup-3', text: 'Setup', level: 2 },
    ])
  })
})

describe('a rendered body', () => {
  it('is made once for the same Markdown, and again for a changed one', () => {
    const first = renderedBody('## Kept\n\nOnce **only**.')
    expect(first).toEqual({
      html: renderPostBody('## Kept\n\nOnce **only**.'),
      text: 'Kept Once only.',
    })
    expect(renderedBody('## Kept\n\nOnce **only**.')).toBe(first)
    expect(renderedBody('## Kept\n\nTwice.').text).toBe('Kept Twice.')
  })

  it('keeps no more than its bound: a long body read after many others is made again', () => {
    const long = `Start ${'word '.repeat(50_000)}`
    const kept = renderedBody(long)
    // Other bodies until the bound is passed push the oldest out.
    for (let i = 0; i < 20; i++) renderedBody(`${i} ${'filler '.repeat(40_000)}`)
    const again = renderedBody(long)
    expect(again).toEqual(kept)
    expect(again).not.toBe(kept)
  })
})
