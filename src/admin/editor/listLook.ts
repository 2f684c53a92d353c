import { syntaxTree } from '@codemirror/language'
import type { Range } from '@codemirror/state'
import {
  Decoration,
  type DecorationSet,
  EditorView,
  ViewPlugin,
  type ViewUpdate,
} from '@codemirror/view'

const bullet = Decoration.mark({ class: 'cm-bullet' })
const item = Decoration.line({ class: 'cm-item' })

/**
 * Lists drawn as the page draws them: a bullet for the dash (still a dash in the text, for the
 * library's commands and a screen reader), an item's wrapped lines under its words, not its mark.
 */
function decorations(view: EditorView): DecorationSet {
  const found: Range<Decoration>[] = []
  for (const { from, to } of view.visibleRanges)
    syntaxTree(view.state).iterate({
      from,
      to,
      enter: (node) => {
        if (node.name === 'ListItem') found.push(item.range(view.state.doc.lineAt(node.from).from))
        else if (node.name === 'ListMark' && node.node.parent?.parent?.name === 'BulletList')
          found.push(bullet.range(node.from, node.to))
      },
    })
  return Decoration.set(found, true)
}

export const listLook = [
  ViewPlugin.fromClass(
    class {
      decorations: DecorationSet
      constructor(view: EditorView) {
        this.decorations = decorations(view)
      }
      update(update: ViewUpdate) {
        if (
          update.docChanged ||
          update.viewportChanged ||
          syntaxTree(update.startState) !== syntaxTree(update.state)
        )
          this.decorations = decorations(update.view)
      }
    },
    { decorations: (plugin) => plugin.decorations },
  ),
  EditorView.theme({
    '.cm-line.cm-item': { paddingLeft: '1.25em', textIndent: '-1.25em' },
    '.cm-bullet': { position: 'relative' },
    // The dash's own colour (the markup's grey) is drawn inside the mark: hidden there too.
    '.cm-bullet, .cm-bullet *': { color: 'transparent' },
    '.cm-bullet::before': {
      content: '"•"',
      position: 'absolute',
      left: '0',
      textIndent: '0',
      color: '#1c1917',
    },
  }),
]
