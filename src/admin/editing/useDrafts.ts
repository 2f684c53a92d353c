// The editor's side of ./drafts.ts: its own draft comes back by itself (a reload, a crash, the
// tab reopened with its history); another tab's is only offered (docs/decisions/0039).
import { useCallback, useEffect, useMemo, useState } from 'react'
import {
  adoptDraft,
  clearDraft,
  type Draft,
  type DraftPlace,
  discardOtherDraft,
  type OtherDraft,
  otherDrafts,
  readDraft,
  writeDraft,
} from './drafts'
import { thisTab } from './tab'

export type Kept<Values> =
  | { from: 'this tab'; draft: Draft<Values> }
  | { from: 'another tab'; draft: Draft<Values> }

export interface DraftsOpened<Values> {
  own: Draft<Values> | null
  offers: OtherDraft<Values>[]
}

/**
 * `usable`: a draft's values still fit the form (a draft written by an older desk may not);
 * `same`: two values are the same work.
 */
export function useDrafts<Values>(
  place: DraftPlace,
  usable: (values: unknown) => values is Values,
  same: (a: Values, b: Values) => boolean,
) {
  const [tab, setTab] = useState<string | null>(null)
  const [kept, setKept] = useState<Kept<Values> | null>(null)
  const [offers, setOffers] = useState<OtherDraft<Values>[]>([])
  const { collection, doc } = place
  const where = useMemo(() => ({ collection, doc }), [collection, doc])

  const open = useCallback(
    async (baseline: Values): Promise<DraftsOpened<Values>> => {
      const id = await thisTab()
      setTab(id)
      const own = readDraft<Values>(where, id)
      const mine = own && usable(own.values) && !same(own.values, baseline) ? own : null
      if (own && !mine) clearDraft(where, id)
      const others = (await otherDrafts<Values>(where, id)).filter(
        (d) => usable(d.values) && !same(d.values, baseline),
      )
      setKept(mine ? { from: 'this tab', draft: mine } : null)
      setOffers(others)
      return { own: mine, offers: others }
    },
    [where, usable, same],
  )

  // Written at every change: a crash a moment later loses nothing.
  const keep = useCallback(
    (values: Values | null, baseUpdatedAt: string | null) => {
      if (!tab) return
      if (values === null) clearDraft(where, tab)
      else writeDraft(where, tab, { values, savedAt: new Date().toISOString(), baseUpdatedAt })
    },
    [tab, where],
  )

  /** Saved or discarded in this form: this tab's draft goes, and only this tab's. */
  const forget = useCallback(() => {
    setKept(null)
    if (tab) clearDraft(where, tab)
  }, [tab, where])

  const adopt = useCallback(
    (offer: OtherDraft<Values>): Values => {
      setOffers((list) => list.filter((o) => o !== offer))
      if (tab) setKept({ from: 'another tab', draft: adoptDraft(where, tab, offer) })
      return offer.values
    },
    [tab, where],
  )

  const dismiss = useCallback(
    (offer: OtherDraft<Values>) => {
      setOffers((list) => list.filter((o) => o !== offer))
      discardOtherDraft(where, offer)
    },
    [where],
  )

  // Another tab may finish (or start) its work while this one is open.
  useEffect(() => {
    if (!tab) return
    const prefix = `${where.collection}/${where.doc}#`
    const onStorage = (event: StorageEvent) => {
      if (!event.key?.includes(prefix) || event.key.endsWith(`#${tab}`)) return
      setOffers((list) =>
        event.newValue === null ? list.filter((o) => !event.key?.endsWith(`#${o.tab}`)) : list,
      )
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [tab, where])

  return { tab, kept, offers, open, keep, forget, adopt, dismiss }
}
