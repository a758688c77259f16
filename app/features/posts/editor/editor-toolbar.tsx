import type { Editor } from '@tiptap/core'
import { useEditorState } from '@tiptap/react'
import {
  BoldIcon,
  CodeIcon,
  Columns3Icon,
  Heading2Icon,
  Heading3Icon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  QuoteIcon,
  Rows3Icon,
  SquareCodeIcon,
  TableIcon,
  Trash2Icon,
  type LucideIcon,
} from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'
import { cn } from '~/lib/cn'

interface Tool {
  label: string
  icon: LucideIcon
  /** Shown in the tooltip and announced (aria-keyshortcuts). */
  keys?: string
  /** A mark or block that is on or off where the cursor is: the button says so (aria-pressed). */
  active?: (editor: Editor) => boolean
  run: (editor: Editor) => void
  /** Shown only when it applies (the table tools inside a table). */
  when?: (editor: Editor) => boolean
  text?: string
}

const MOD =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
    ? 'Meta'
    : 'Control'

/**
 * The editor's toolbar (ADR 091): one tab stop, the arrow keys move between its buttons (the
 * WAI-ARIA toolbar pattern), every button named, the ones that toggle say whether they are on.
 */
export function EditorToolbar({
  editor,
  controls,
  onLink,
  onPicture,
}: {
  editor: Editor
  /** The editing area's id. */
  controls: string
  onLink: () => void
  onPicture: () => void
}) {
  // Re-rendered as the cursor moves, so the pressed states follow it.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      inTable: e.isActive('table'),
      picture: e.isActive('image'),
      link: e.isActive('link'),
      marks: TOOLS.map((tool) => tool.active?.(e) ?? false),
    }),
  })
  const [current, setCurrent] = useState(0)
  const bar = useRef<HTMLDivElement>(null)

  const tools: Tool[] = [
    ...TOOLS.slice(0, 5),
    {
      label: 'Link',
      icon: LinkIcon,
      keys: `${MOD}+K`,
      active: (e) => e.isActive('link'),
      run: onLink,
    },
    ...TOOLS.slice(5),
    {
      label: state.picture ? 'Edit the picture' : 'Picture from the media library',
      icon: ImageIcon,
      run: onPicture,
    },
    ...TABLE_TOOLS,
  ]
  const shown = tools.filter((tool) => !tool.when || (tool.when(editor) && state.inTable))
  const active = Math.min(current, shown.length - 1)

  const move = (event: KeyboardEvent) => {
    const last = shown.length - 1
    const to =
      event.key === 'ArrowRight'
        ? active === last
          ? 0
          : active + 1
        : event.key === 'ArrowLeft'
          ? active === 0
            ? last
            : active - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (to === undefined) return
    event.preventDefault()
    setCurrent(to)
    bar.current?.querySelectorAll<HTMLButtonElement>('button')[to]?.focus()
  }

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={move}
      className="bg-muted/60 sticky top-0 z-10 flex flex-wrap items-center gap-1 rounded-t-lg border-b p-1.5"
    >
      {shown.map((tool, index) => {
        const pressed = tool.active ? tool.active(editor) : undefined
        const Icon = tool.icon
        return (
          <button
            key={tool.label}
            type="button"
            tabIndex={index === active ? 0 : -1}
            aria-pressed={pressed}
            aria-label={tool.text ? tool.label : undefined}
            aria-keyshortcuts={tool.keys}
            title={
              tool.keys ? `${tool.label} (${tool.keys.replace('Control', 'Ctrl')})` : tool.label
            }
            onFocus={() => setCurrent(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor)}
            className={cn(
              'hover:bg-background focus-visible:ring-ring inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium focus-visible:ring-2 focus-visible:outline-none',
              pressed && 'bg-primary text-primary-foreground hover:bg-primary/90',
              tool.when && 'border',
            )}
          >
            <Icon className="size-4" aria-hidden />
            {tool.text ? <span>{tool.text}</span> : <span className="sr-only">{tool.label}</span>}
          </button>
        )
      })}
    </div>
  )
}

const TOOLS: Tool[] = [
  {
    label: 'Heading',
    icon: Heading2Icon,
    keys: `${MOD}+Alt+2`,
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Subheading',
    icon: Heading3Icon,
    keys: `${MOD}+Alt+3`,
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bold',
    icon: BoldIcon,
    keys: `${MOD}+B`,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    icon: ItalicIcon,
    keys: `${MOD}+I`,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Code',
    icon: CodeIcon,
    keys: `${MOD}+E`,
    active: (e) => e.isActive('code'),
    run: (e) => e.chain().focus().toggleCode().run(),
  },
  {
    label: 'Bulleted list',
    icon: ListIcon,
    keys: `${MOD}+Shift+8`,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: ListOrderedIcon,
    keys: `${MOD}+Shift+7`,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    icon: QuoteIcon,
    keys: `${MOD}+Shift+B`,
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: 'Code block',
    icon: SquareCodeIcon,
    keys: `${MOD}+Alt+C`,
    active: (e) => e.isActive('codeBlock'),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
  {
    label: 'Table',
    icon: TableIcon,
    run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run(),
  },
]

const inTable = (e: Editor) => e.isActive('table')

const TABLE_TOOLS: Tool[] = [
  {
    label: 'Add a row',
    text: 'Row',
    icon: Rows3Icon,
    when: inTable,
    run: (e) => e.chain().focus().addRowAfter().run(),
  },
  {
    label: 'Remove the row',
    text: 'Row',
    icon: Trash2Icon,
    when: inTable,
    run: (e) => e.chain().focus().deleteRow().run(),
  },
  {
    label: 'Add a column',
    text: 'Column',
    icon: Columns3Icon,
    when: inTable,
    run: (e) => e.chain().focus().addColumnAfter().run(),
  },
  {
    label: 'Remove the column',
    text: 'Column',
    icon: Trash2Icon,
    when: inTable,
    run: (e) => e.chain().focus().deleteColumn().run(),
  },
  {
    label: 'Remove the table',
    text: 'Table',
    icon: Trash2Icon,
    when: inTable,
    run: (e) => e.chain().focus().deleteTable().run(),
  },
]
