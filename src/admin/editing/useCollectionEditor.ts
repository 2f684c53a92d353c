// The one editor of every collection (docs/decisions/0039): its document and unsaved work, saves
// that are transactions on the version opened (0018), conflicts that wait for the writer's choice,
// history, and the build a change of the site asks for (0023).
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { AnyCollection, SaveAction } from '../collections/collection'
import { InvalidDocument } from '../content/contentStore'
import type { Problems } from '../content/formProblems'
import type { Stored } from '../content/stored'
import { requestDeploy } from '../deployRequest'
import { failureMessage } from '../failureMessage'
import type { DeskFirebase } from '../firebase'
import { SaveConflict, SlugTaken } from '../store/errors'
import type { Revision } from '../store/history'
import type { OtherDraft } from './drafts'
import { touchesLive } from './live'
import { useDrafts } from './useDrafts'
import { refusalSentence, subjectOf } from './words'

export type Outcome = {
  action: SaveAction | 'delete' | 'copy'
  // biome-ignore lint/suspicious/noExplicitAny: the collection's own document
  stored: Stored<any> | null
}

export interface Conflict<Values> {
  // biome-ignore lint/suspicious/noExplicitAny: the collection's own document
  theirs: Stored<any> | null
  mine: Values
  action: SaveAction
  /** Set once the writer took theirs: the refused text stays offered until dismissed. */
  resolved: boolean
}

export type EditorState =
  | { phase: 'loading' }
  | { phase: 'missing' }
  | { phase: 'failed'; message: string }
  | { phase: 'ready' }

export type Busy = SaveAction | 'delete' | 'copy' | null

/** Two values are the same work when they differ only in what is not stored (slugEdited). */
function comparable(values: unknown): string {
  if (!values || typeof values !== 'object') return JSON.stringify(values)
  const { slugEdited: _followsTitle, ...rest } = values as Record<string, unknown>
  return JSON.stringify(rest)
}

export const sameValues = (a: unknown, b: unknown) => comparable(a) === comparable(b)

/** A draft's values fit the form when they carry its fields with the same kinds of value. */
export function fitsForm(empty: unknown) {
  return (values: unknown): values is never => {
    if (!values || typeof values !== 'object' || !empty || typeof empty !== 'object') return false
    return Object.entries(empty).every(([key, value]) => {
      const kept = (values as Record<string, unknown>)[key]
      return Array.isArray(value) ? Array.isArray(kept) : typeof kept === typeof value
    })
  }
}

export function useCollectionEditor<Doc, Values>(
  collection: AnyCollection,
  firebase: DeskFirebase,
  routeId: string | null,
  carried: Outcome | null = null,
) {
  type Kept = Stored<Doc>
  const { store, labels } = collection
  const [id] = useState<string>(() => collection.singleton ?? routeId ?? store.newId(firebase))
  const [state, setState] = useState<EditorState>({ phase: 'loading' })
  const [stored, setStored] = useState<Kept | null>(null)
  const [others, setOthers] = useState<Kept[]>([])
  const [values, setValuesState] = useState<Values>(() => collection.toValues(null))
  const [problems, setProblems] = useState<Problems>({})
  const [tried, setTried] = useState<SaveAction | null>(null)
  const [busy, setBusy] = useState<Busy>(null)
  const [failure, setFailure] = useState('')
  const [outcome, setOutcome] = useState<Outcome | null>(carried)
  const [conflict, setConflict] = useState<Conflict<Values> | null>(null)
  const [refusals, setRefusals] = useState(0)

  const empty = useMemo(() => collection.toValues(null), [collection])
  const usable = useMemo(() => fitsForm(empty) as (v: unknown) => v is Values, [empty])
  const drafts = useDrafts<Values>(
    { collection: collection.name, doc: collection.singleton ?? routeId ?? 'new' },
    usable,
    sameValues,
  )
  const openDrafts = drafts.open

  useEffect(() => {
    let live = true
    const read = routeId || collection.singleton ? store.read(firebase, id) : Promise.resolve(null)
    const list = collection.readsOthers ? store.list(firebase) : Promise.resolve(null)
    Promise.all([read, list])
      .then(async ([doc, all]) => {
        if (!live) return
        if (routeId && !doc) return setState({ phase: 'missing' })
        setStored(doc as Kept | null)
        setOthers(((all?.items ?? []) as Kept[]).filter((o) => o.id !== id))
        const baseline = collection.toValues(doc?.doc ?? null) as Values
        const { own } = await openDrafts(baseline)
        if (!live) return
        setValuesState(own ? own.values : baseline)
        setState({ phase: 'ready' })
      })
      .catch((e: unknown) => {
        if (live) setState({ phase: 'failed', message: e instanceof Error ? e.message : String(e) })
      })
    return () => {
      live = false
    }
  }, [collection, firebase, id, routeId, store, openDrafts])

  const baseline = useMemo(
    () => collection.toValues(stored?.doc ?? null) as Values,
    [collection, stored],
  )
  const ready = state.phase === 'ready'
  const dirty = ready && !sameValues(values, baseline)

  // Kept on the device at every change, until saved or discarded here.
  const { keep } = drafts
  useEffect(() => {
    if (ready) keep(dirty ? values : null, stored?.updatedAt ?? null)
  }, [ready, dirty, values, stored, keep])

  const check = useCallback(
    (form: Values, action: SaveAction, at?: Date) =>
      collection.toDoc(form, {
        stored: stored?.doc ?? null,
        action,
        now: new Date(),
        others,
        ...(at ? { at } : {}),
      }),
    [collection, stored, others],
  )

  const setValues = (change: Partial<Values> | ((values: Values) => Values)) => {
    setValuesState((current) =>
      typeof change === 'function' ? change(current) : { ...current, ...change },
    )
    setOutcome(null)
  }

  // Once a save was refused, each field's problem follows the typing.
  useEffect(() => {
    if (!tried) return
    const checked = check(values, tried)
    setProblems('problems' in checked ? checked.problems : {})
  }, [values, tried, check])

  const target = `${collection.name}/${id}`
  const askForBuild = (before: Doc | null, after: Doc | null, reason: string) => {
    // What visitors see changed: a build makes the pre-rendered pages agree (deployRequest.ts).
    if (touchesLive(collection, before, after, new Date()))
      void requestDeploy(firebase, target, reason)
  }

  const refused = (e: unknown, action: SaveAction, form: Values) => {
    if (e instanceof SaveConflict) {
      const theirs = e.theirs as Kept | null
      setConflict({ theirs, mine: form, action, resolved: false })
      setFailure(
        `Not saved: ${subjectOf(labels)} ${theirs ? 'changed' : 'deleted'} elsewhere since you opened ${labels.plural ? 'them' : 'it'}. Your text is kept below; choose what to do with it.`,
      )
    } else if (e instanceof SlugTaken) {
      const name = labels.slug ?? 'slug'
      setProblems((found) => ({
        ...found,
        slug: `Another ${labels.noun}${e.holderTitle ? `, “${e.holderTitle}”,` : ''} already uses the ${name} “${e.slug}”: choose another.`,
      }))
      setFailure(`Not saved: the ${name} “${e.slug}” belongs to another ${labels.noun}.`)
    } else if (e instanceof InvalidDocument) setFailure(e.message)
    else setFailure(failureMessage(e))
  }

  const save = async (
    action: SaveAction,
    options: { at?: Date; over?: Kept | null; form?: Values } = {},
  ): Promise<Kept | null> => {
    const form = options.form ?? values
    const base = options.over === undefined ? stored : options.over
    const checked = check(form, action, options.at)
    setTried(action)
    setFailure('')
    if ('problems' in checked) {
      setProblems(checked.problems)
      setFailure(refusalSentence(checked.problems, collection))
      setRefusals((n) => n + 1)
      return null
    }
    setProblems({})
    setBusy(action)
    try {
      const saved = (await store.save(firebase, id, base, checked.doc, {
        stamped: checked.stamped ?? [],
      })) as Kept
      drafts.forget()
      setConflict(null)
      setStored(saved)
      setValuesState(collection.toValues(saved.doc) as Values)
      setTried(null)
      setOutcome({ action, stored: saved })
      askForBuild((base?.doc as Doc | undefined) ?? null, saved.doc, `${action}: ${target}`)
      return saved
    } catch (e) {
      refused(e, action, form)
      return null
    } finally {
      setBusy(null)
    }
  }

  const saveOver = () => {
    if (!conflict) return Promise.resolve(null)
    return save(conflict.action, { over: conflict.theirs, form: values })
  }

  // Restoring is a new save of the old text; the address and the publication stay as they are.
  const restore = (revision: Revision<Doc>) => {
    const old = collection.toValues(revision.doc) as Values & { slug?: string }
    const slug = (baseline as { slug?: unknown }).slug
    return save('update', { form: typeof slug === 'string' ? { ...old, slug } : old })
  }

  const takeTheirs = () => {
    if (!conflict) return
    setStored(conflict.theirs)
    setValuesState(collection.toValues(conflict.theirs?.doc ?? null) as Values)
    drafts.forget()
    setConflict({ ...conflict, resolved: true })
    setFailure('')
    setProblems({})
  }

  const keepMineAsCopy = async (): Promise<Kept | null> => {
    if (!conflict || !collection.copy) return null
    const slugOf = (doc: unknown) => String((doc as { slug?: unknown } | null)?.slug ?? '')
    const taken = new Set([...others.map((o) => slugOf(o.doc)), slugOf(conflict.theirs?.doc)])
    const mine = collection.copy(conflict.mine, taken) as Values
    const checked = check(mine, 'draft')
    if ('problems' in checked) {
      setFailure(`The copy could not be made: ${Object.values(checked.problems).join(' ')}`)
      return null
    }
    setBusy('copy')
    try {
      const copyId = store.newId(firebase)
      const saved = (await store.save(firebase, copyId, null, checked.doc, {
        stamped: checked.stamped ?? [],
      })) as Kept
      drafts.forget()
      setConflict(null)
      setFailure('')
      setOutcome({ action: 'copy', stored: saved })
      return saved
    } catch (e) {
      refused(e, 'draft', mine)
      return null
    } finally {
      setBusy(null)
    }
  }

  const remove = async (): Promise<boolean> => {
    if (!stored) return true
    setBusy('delete')
    setFailure('')
    try {
      await store.remove(firebase, id, stored)
      drafts.forget()
      askForBuild(stored.doc, null, `delete: ${target}`)
      setOutcome({ action: 'delete', stored: null })
      return true
    } catch (e) {
      refused(e, 'update', values)
      return false
    } finally {
      setBusy(null)
    }
  }

  const discard = () => {
    drafts.forget()
    setValuesState(baseline)
    setProblems({})
    setFailure('')
    setTried(null)
  }

  const openOffer = (offer: OtherDraft<Values>) => {
    setValuesState(drafts.adopt(offer))
    setOutcome(null)
  }

  return {
    id,
    target,
    state,
    stored,
    others,
    values,
    setValues,
    problems,
    refusals,
    dirty,
    busy,
    failure,
    outcome,
    conflict,
    kept: drafts.kept,
    offers: drafts.offers,
    openOffer,
    dismissOffer: drafts.dismiss,
    save,
    saveOver,
    restore,
    takeTheirs,
    keepMineAsCopy,
    dismissConflict: () => setConflict(null),
    remove,
    discard,
  }
}

export type CollectionEditor<Doc, Values> = ReturnType<typeof useCollectionEditor<Doc, Values>>
