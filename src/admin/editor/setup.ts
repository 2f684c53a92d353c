import './styles'
import { history, historyKeymap, redoDepth, standardKeymap, undoDepth } from '@codemirror/commands'
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language'
import { type Compartment, type Extension, Prec } from '@codemirror/state'
import { EditorView, keymap } from '@codemirror/view'
import { tags } from '@lezer/highlight'
import { bodyLanguage } from './language'
import { listLook } from './listLook'
import { listKeymap, renumberLists } from './lists'

export type Shortcut = 'bold' | 'italic' | 'link'

export interface BodyEditorEvents {
  onText: (text: string) => void
  onSteps: (steps: { undo: number; redo: number }) => void
  onShortcut: (action: Shortcut) => void
}

// The post page's type (PostArticle's body): the writer sees headings, bold, links as readers
// will, the markup beside them in grey.
const pageLook = HighlightStyle.define([
  {
    tag: tags.heading2,
    fontFamily: 'var(--font-display, Georgia, serif)',
    fontSize: '1.5em',
    fontWeight: '600',
    color: 'var(--color-forest-950, #0d1f16)',
  },
  { tag: [tags.heading1, tags.heading3, tags.heading4], fontSize: '1.2em', fontWeight: '600' },
  { tag: [tags.heading5, tags.heading6, tags.strong], fontWeight: '600' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: tags.link, color: 'var(--color-forest-800, #1f5135)', textDecoration: 'underline' },
  { tag: [tags.url, tags.processingInstruction, tags.contentSeparator], color: '#6b6258' },
  { tag: tags.quote, fontStyle: 'italic' },
  { tag: tags.monospace, fontFamily: 'ui-monospace, monospace' },
])

const look = EditorView.theme({
  '&': { backgroundColor: 'white', color: '#1c1917', fontSize: '1rem' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: '1.6' },
  '.cm-content': { minHeight: '24rem', padding: '0.5rem 0.75rem', caretColor: '#1c1917' },
  '.cm-line': { padding: '0' },
})

export interface BodyEditorConfig extends BodyEditorEvents {
  attributes: Compartment
  attributeValues: Record<string, string>
}

export function bodyExtensions(config: BodyEditorConfig): Extension[] {
  const run = (action: Shortcut) => () => {
    config.onShortcut(action)
    return true
  }
  return [
    history(),
    bodyLanguage,
    syntaxHighlighting(pageLook),
    listLook,
    renumberLists,
    listKeymap,
    Prec.high(
      keymap.of([
        { key: 'Mod-b', run: run('bold') },
        { key: 'Mod-i', run: run('italic') },
        { key: 'Mod-k', run: run('link') },
      ]),
    ),
    // Movement, deletion and Enter, not the code editor's extras; Tab leaves the field.
    keymap.of([...standardKeymap, ...historyKeymap]),
    EditorView.lineWrapping,
    look,
    config.attributes.of(EditorView.contentAttributes.of(config.attributeValues)),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) config.onText(update.state.doc.toString())
      if (update.docChanged || update.transactions.length)
        config.onSteps({ undo: undoDepth(update.state), redo: redoDepth(update.state) })
    }),
  ]
}

export function contentAttributes(own: Record<string, string | undefined>): Record<string, string> {
  const attributes: Record<string, string> = {
    spellcheck: 'true',
    autocorrect: 'on',
    autocapitalize: 'sentences',
    translate: 'yes',
  }
  for (const [name, value] of Object.entries(own)) if (value !== undefined) attributes[name] = value
  return attributes
}
