// When someone saved in between, theirs is held until the editor chooses; nothing overwrites
// without that choice (docs/decisions/0018).
import { useCallback, useEffect, useMemo, useState } from 'react'
import { failureMessage } from '../failureMessage'
import type { DeskFirebase } from '../firebase'
import { SaveConflict } from '../store/errors'
import type { ContentStore } from './contentStore'
import { InvalidDocument } from './contentStore'
import type { Problems } from './formProblems'
import type { Stored } from './stored'

export type FormNotice<Doc> =
  | { kind: 'saved' }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; theirs: Stored<Doc> | null }

export interface ContentFormOptions<Doc, Values> {
  store: ContentStore<Doc>
  id: string
  toValues: (doc: Doc | null) => Values
  check: (values: Values, stored: Doc | null) => { doc: Doc } | { problems: Problems }
}

export function useContentForm<Doc, Values>(
  firebase: DeskFirebase,
  { store, id, toValues, check }: ContentFormOptions<Doc, Values>,
) {
  const [stored, setStored] = useState<Stored<Doc> | null>(null)
  const [loading, setLoading] = useState<'loading' | 'ready' | string>('loading')
  const [values, setValues] = useState<Values>(() => toValues(null))
  const [problems, setProblems] = useState<Problems>({})
  const [notice, setNotice] = useState<FormNotice<Doc> | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    let live = true
    store.read(firebase, id).then(
      (doc) => {
        if (!live) return
        setStored(doc)
        setValues(toValues(doc?.doc ?? null))
        setLoading('ready')
      },
      (error: unknown) => live && setLoading(failureMessage(error, { keptOnDevice: false })),
    )
    return () => {
      live = false
    }
  }, [firebase, store, id, toValues])

  const save = useCallback(
    async (over: Stored<Doc> | null) => {
      setNotice(null)
      const checked = check(values, over?.doc ?? stored?.doc ?? null)
      if ('problems' in checked) {
        setProblems(checked.problems)
        return
      }
      setProblems({})
      setSaving(true)
      try {
        const saved = await store.save(firebase, id, over, checked.doc)
        setStored(saved)
        setValues(toValues(saved.doc))
        setNotice({ kind: 'saved' })
      } catch (error) {
        if (error instanceof SaveConflict)
          setNotice({ kind: 'conflict', theirs: error.theirs as Stored<Doc> | null })
        else if (error instanceof InvalidDocument)
          setNotice({ kind: 'failed', message: error.message })
        else setNotice({ kind: 'failed', message: failureMessage(error, { keptOnDevice: false }) })
      } finally {
        setSaving(false)
      }
    },
    [check, firebase, id, store, stored, toValues, values],
  )

  // Changed since it was read or saved: leaving then asks first (useLeaveGuard).
  const dirty = useMemo(
    () => JSON.stringify(values) !== JSON.stringify(toValues(stored?.doc ?? null)),
    [values, stored, toValues],
  )

  const takeTheirs = (theirs: Stored<Doc> | null) => {
    setStored(theirs)
    setValues(toValues(theirs?.doc ?? null))
    setProblems({})
    setNotice(null)
  }

  return { stored, loading, values, setValues, problems, notice, saving, save, takeTheirs, dirty }
}
