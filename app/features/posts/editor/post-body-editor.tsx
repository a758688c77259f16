import type { Editor } from '@tiptap/core'
import { EditorContent, useEditor } from '@tiptap/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { ImageUploader } from '~/components/admin/image-upload'
import { Textarea } from '~/components/ui/form-controls'
import { serverMessageOr } from '~/lib/api-client'
import { cn } from '~/lib/cn'
import { previewPostBody } from '../api'
import { LinkDialog, PictureDialog, type PictureChoice } from './editor-dialogs'
import { EditorToolbar } from './editor-toolbar'
import { markdownOf, postExtensions } from './extensions'
import { cleanPastedHtml } from './paste'
import { hasRawHtml, wordCount } from './source-only'

export interface PostBodyEditorProps {
  id: string
  /** The body's Markdown, as stored. */
  value: string
  /** Called only when the writer changes something: an opened post is never rewritten. */
  onChange: (markdown: string) => void
  uploader: ImageUploader
  /** Wires the editing area to the field's label, hint and error. */
  labelledBy: string
  describedBy?: string
  invalid?: boolean
  readOnly?: boolean
  /** Beside the word count: the autosave's state. */
  status?: ReactNode
}

type Dialog =
  | { kind: 'link'; href: string; needsText: boolean }
  | { kind: 'picture'; initial?: PictureChoice }
  | null

/**
 * The post body's editor for people who do not know Markdown (issue #39, ADR 091): a TipTap
 * editor in the site's own type (`prose-text`, as the post's page), a toolbar, shortcuts, clean
 * paste from Word and Google Docs, a word count, and a Markdown view for those who want the
 * source. Markdown stays the stored form: the editor reads it and writes it, and writes nothing
 * until the writer changes something.
 */
const LINK_BUTTON =
  'text-primary focus-visible:ring-ring rounded font-semibold underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:outline-none disabled:no-underline disabled:opacity-60 aria-pressed:underline'

export default function PostBodyEditor({
  id,
  value,
  onChange,
  uploader,
  labelledBy,
  describedBy,
  invalid,
  readOnly = false,
  status,
}: PostBodyEditorProps) {
  // What the editor last wrote: a value from elsewhere (a discarded draft, a colleague's draft
  // reloaded, the Markdown view) is loaded into it, its own echo is not.
  const written = useRef(value)
  const [dialog, setDialog] = useState<Dialog>(null)
  // A body with raw HTML opens as Markdown: the visual editor could not keep it (ADR 091).
  const [htmlInside, setHtmlInside] = useState(() => hasRawHtml(value))
  const [source, setSource] = useState(htmlInside)
  // The body as its page shows it, rendered by the server (null: editing).
  const [preview, setPreview] = useState<{ html?: string; error?: string } | null>(null)

  const editor = useEditor({
    extensions: postExtensions,
    content: value,
    contentType: 'markdown',
    editable: !readOnly,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'prose-text min-h-80 px-4 pt-1 pb-6 focus-visible:outline-none [&>:first-child]:mt-3',
      },
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault()
          if (editor) openLink(editor)
          return true
        }
        return false
      },
    },
    onUpdate: ({ editor: e, transaction }) => {
      // Only the writer's changes are written (never an event of the editor's own).
      if (!transaction.docChanged) return
      const markdown = markdownOf(e)
      written.current = markdown
      onChange(markdown)
    },
  })

  useEffect(() => {
    if (!editor || source || value === written.current) return
    written.current = value
    editor.commands.setContent(value, { contentType: 'markdown', emitUpdate: false })
  }, [editor, value, source])

  useEffect(() => {
    // Without an update event: that would write the body, unchanged by the writer, to the form.
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly, false)
  }, [editor, readOnly])

  function openLink(e: Editor) {
    const href = (e.getAttributes('link') as { href?: string }).href ?? ''
    setDialog({ kind: 'link', href, needsText: e.state.selection.empty && !href })
  }

  function openPicture(e: Editor) {
    const attrs = e.isActive('image')
      ? (e.getAttributes('image') as { src: string; alt?: string; title?: string })
      : undefined
    setDialog({
      kind: 'picture',
      initial: attrs && { src: attrs.src, alt: attrs.alt ?? '', caption: attrs.title ?? '' },
    })
  }

  const closeDialog = () => {
    setDialog(null)
    editor?.commands.focus()
  }

  const toggleSource = () => {
    if (source) {
      // HTML typed in the Markdown would be lost in the visual editor: it stays here, saying so.
      const html = hasRawHtml(value)
      setHtmlInside(html)
      if (html) return
    }
    if (source && editor) {
      // Back from the Markdown: the editor takes what was typed there.
      editor.commands.setContent(value, { contentType: 'markdown', emitUpdate: false })
      written.current = value
    }
    setSource(!source)
  }

  const words = wordCount(value)

  const togglePreview = () => {
    if (preview) return setPreview(null)
    setPreview({})
    previewPostBody(value).then(
      ({ html }) => setPreview((shown) => shown && { html }),
      (error: unknown) =>
        setPreview(
          (shown) => shown && { error: serverMessageOr(error, 'Failed to load the preview') },
        ),
    )
  }

  return (
    <div className="flex flex-col gap-2">
      <div
        className={cn(
          'bg-background focus-within:ring-ring rounded-lg border focus-within:ring-2',
          invalid && 'border-destructive',
        )}
      >
        {preview && (
          <div
            role="region"
            aria-label="Preview"
            aria-busy={!preview.html && !preview.error}
            className="min-h-80 px-4 pb-6"
          >
            {preview.html !== undefined ? (
              <div className="prose-text" dangerouslySetInnerHTML={{ __html: preview.html }} />
            ) : (
              <p className="text-muted-foreground pt-4 text-sm">
                {preview.error ?? 'Loading the preview…'}
              </p>
            )}
          </div>
        )}
        {source && !preview && (
          <Textarea
            id={`${id}-markdown`}
            rows={18}
            value={value}
            readOnly={readOnly}
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => {
              written.current = event.target.value
              onChange(event.target.value)
            }}
            className="min-h-80 border-0 font-mono text-sm focus-visible:ring-0"
          />
        )}
        {/* Kept while the preview or the Markdown shows: its history and cursor stay. */}
        {editor ? (
          <div hidden={source || preview !== null}>
            {!readOnly && (
              <EditorToolbar
                editor={editor}
                controls={id}
                onLink={() => openLink(editor)}
                onPicture={() => openPicture(editor)}
              />
            )}
            <EditorContent editor={editor} />
          </div>
        ) : (
          !source && (
            <p className="text-muted-foreground min-h-80 p-4 text-sm">Loading the editor…</p>
          )
        )}
      </div>
      <div className="text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
        <span data-testid="word-count">
          {words} {words === 1 ? 'word' : 'words'}
        </span>
        {status}
        <span className="ms-auto flex gap-3">
          <button
            type="button"
            onClick={togglePreview}
            aria-pressed={preview !== null}
            className={LINK_BUTTON}
          >
            Preview
          </button>
          <button
            type="button"
            onClick={toggleSource}
            aria-pressed={source}
            disabled={preview !== null}
            className={LINK_BUTTON}
          >
            Markdown
          </button>
        </span>
      </div>
      {htmlInside && (
        <p role="status" className="text-muted-foreground text-xs">
          This text holds HTML that the visual editor cannot keep, so it is edited as Markdown.
        </p>
      )}
      {editor && dialog?.kind === 'link' && (
        <LinkDialog
          initial={dialog.href}
          needsText={dialog.needsText}
          onClose={closeDialog}
          onRemove={
            dialog.href
              ? () => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run()
                  setDialog(null)
                }
              : undefined
          }
          onSave={(href, text) => {
            const chain = editor.chain().focus()
            if (dialog.needsText) {
              chain
                .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
                .run()
            } else chain.extendMarkRange('link').setLink({ href }).run()
            setDialog(null)
          }}
        />
      )}
      {editor && dialog?.kind === 'picture' && (
        <PictureDialog
          initial={dialog.initial}
          uploader={uploader}
          onClose={closeDialog}
          onSave={({ src, alt, caption }) => {
            const attrs = { src, alt, title: caption || null }
            if (dialog.initial) editor.chain().focus().updateAttributes('image', attrs).run()
            else
              editor
                .chain()
                .focus()
                .setImage(attrs as { src: string; alt: string })
                .run()
            setDialog(null)
          }}
        />
      )}
    </div>
  )
}
