/**
 * Post bodies the round-trip test opens in the editor and saves (ADR 091): each must come back
 * byte for byte. They cover what the toolbar makes and what people write by hand, in the form
 * the editor writes (`-` bullets, `**bold**`, `*italic*`, two spaces for a line break); the demo
 * posts (db/seed-data.ts) are checked beside them.
 */
export const fixturePosts: Record<string, string> = {
  headings: `An opening paragraph.

## A section

Text under it.

### A smaller part

More text.`,

  emphasis: `Some **bold**, some *italic*, some ***both***, some ~~struck~~ and some \`inline code\`. A [link](https://example.com), a bare https://example.com/guide, a [link with a title](https://example.com/page "The title"), a [page of the site](/contact) and [an address](mailto:hello@example.com). A [**bold link**](/services).`,

  'plain text that looks like markup': `Q&A, R&D and AT&T; snake_case_words; 5 * 3 = 15; 2 < 3 and 4 > 1; 100% sure; (round) {curly} "quoted" and it's; a # that is no heading.`,

  lists: `Bullets:

- First
- Second with **bold**
- Third

Numbers:

1. One
2. Two
3. Three

Starting later:

7. Seven
8. Eight`,

  'nested lists': `- Fruit
  - Apples
  - Pears
    - Conference
- Vegetables

1. Plan
   - Who
   - When
2. Build
3. Launch`,

  'list items with paragraphs': `1. The first step.

   It has a second paragraph.
2. The second step.`,

  tables: `| Picture | Before | After |
| --- | ---: | ---: |
| Home hero | 2.4 MB | 180 KB |
| Team photos | 6.1 MB | 420 KB |

| Left | Centre | Right |
| :--- | :---: | ---: |
| a | **b** | \`c\` |
| [link](/x) | *e* |  |`,

  'code blocks': `Inline \`npm run build\` and a block:

\`\`\`ts
const answer: number = 42
if (answer > 41) console.log('*not* emphasis')
\`\`\`

And one without a language:

\`\`\`
plain
  indented
\`\`\``,

  'pictures with captions': `Before the picture.

![A team of four around a whiteboard](/uploads/team.webp "Our first workshop, in March")

![A chart: visits doubled](/uploads/chart.webp)

![Quotes "inside" and \\[brackets\\]](/uploads/q.webp "A caption with \\"quotes\\"")`,

  quotes: `> A launch is not a moment but a week.

> A quote of two lines,
> kept as written.
>
> And a second paragraph with **bold**.`,

  'hard breaks': `First line  
second line  
third line.

A soft
line break stays a soft one.`,

  'horizontal rule': `Above.

---

Below.`,
}
