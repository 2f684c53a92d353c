// What makes a collection of the desk: declared once (docs/decisions/0039), and the one editor
// (src/admin/editing/) does the rest: drafts, saves, conflicts, history, publishing, previews.
import type { ComponentType, ReactNode } from 'react'
import type { ContentStore } from '../content/contentStore'
import type { Problems } from '../content/formProblems'
import type { Stored } from '../content/stored'
import type { DeskFirebase } from '../firebase'
import type { DocKind } from '../store/kind'

/** What a save button asks for; `update` keeps the document's state (a restore, Save changes). */
export type SaveAction = 'draft' | 'publish' | 'update' | 'schedule' | 'unpublish' | 'save'

export interface DocumentContext<Doc> {
  stored: Doc | null
  action: SaveAction
  at?: Date
  now: Date
  others: readonly Stored<Doc>[]
}

/** `stamped`: fields the server's time fills (Publish now). */
export type Checked<Doc> = { doc: Doc; stamped?: readonly string[] } | { problems: Problems }

export interface FieldsProps<Doc, Values> {
  firebase: DeskFirebase
  values: Values
  problems: Problems
  set: (change: Partial<Values> | ((values: Values) => Values)) => void
  stored: Stored<Doc> | null
  others: readonly Stored<Doc>[]
}

export interface PreviewProps<Doc, Values> {
  firebase: DeskFirebase
  values: Values
  stored: Stored<Doc> | null
}

/**
 * `post`: drafts, publish now, schedule and unpublish; `draft-publish`: a draft or published;
 * `save`: one document that is always on the site (the business facts, the prices).
 */
export type Publishing = 'post' | 'draft-publish' | 'save'

export interface Collection<Doc, Values> {
  name: string
  kind: DocKind<Stored<Doc>>
  store: ContentStore<Doc>
  /** The one document of a singleton (settings/business). */
  singleton?: string
  publishing: Publishing
  labels: {
    noun: string
    plural?: boolean
    /** The list's page and the way back to it ("All projects"); none for a singleton. */
    list?: {
      title: string
      back: string
      path: string
      /** None where the site decides what there is (each page's questions). */
      add?: { label: string; path: string }
      empty: string
      /** Over the documents the schema refuses (written by hand in the console, say). */
      invalid: string
    }
    heading: (stored: Stored<Doc> | null) => string
    intro?: ReactNode
    /** The fields in the editor's words, in the form's order: what a conflict or history names. */
    fields: Partial<Record<keyof Values & string, string>>
    slug?: string
  }
  toValues: (doc: Doc | null) => Values
  toDoc: (values: Values, context: DocumentContext<Doc>) => Checked<Doc>
  Fields: ComponentType<FieldsProps<Doc, Values>>
  Preview?: ComponentType<PreviewProps<Doc, Values>>
  /** Beside the form (a post's text column), or below it at the page's full width. */
  previewPlacement?: 'beside' | 'below'
  /** Whether visitors see it now: a save that changes that asks for a build. */
  isLive: (doc: Doc, now: Date) => boolean
  whereLive: (doc: Doc) => ReactNode
  publicPath?: (doc: Doc) => string
  editPath: (id: string) => string
  /** "Keep mine as a copy": the values of the copy, its slug free among `taken`. */
  copy?: (values: Values, taken: ReadonlySet<string>) => Values
  /** What a conflict names as different; by `labels.fields` unless given. */
  differs?: (mine: Values, theirs: Values) => string[]
  title: (doc: Doc) => string
  /** A field's value in words where the form keeps an id (a city, a service). */
  describe?: (key: string, value: unknown) => string | null
  summary: (doc: Doc) => string
  /** Whether the editor reads the whole collection (slugs in use, tags to suggest). */
  readsOthers?: boolean
  /** What Delete says it does; no Delete without it. */
  deleteMessage?: (doc: Doc, live: boolean) => string
  order?: (a: Doc, b: Doc) => number
  listItem?: (stored: Stored<Doc>) => { title: string; quote?: string; note: ReactNode }
  /** The list's tools: a search by title, a filter by state, and what goes live next. */
  listing?: {
    states: Record<string, string>
    stateOf: (doc: Doc, now: Date) => string
    upcoming?: (doc: Doc, now: Date) => Date | null
  }
  /** The field the problem at `path` belongs to, when paths are not field names. */
  fieldOf?: (path: string) => string
}

// Each declaration's own types stay with it; the desk's lists and routes hold them all.
// biome-ignore lint/suspicious/noExplicitAny: a list of collections of different documents
export type AnyCollection = Collection<any, any>
