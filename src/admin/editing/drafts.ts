// A form's unsaved work, kept in localStorage until it is saved or discarded in that form: a
// reload, a crash, a closed tab or a lost connection loses nothing. Each tab keeps its own copy;
// another tab is offered it, and only takes or discards it when asked (docs/decisions/0039).
import { openTabs } from './tab'

const PREFIX = 'oak-ember-desk:drafts:'
/** Where the posts' editor kept its one copy per post before drafts had a tab. */
const EARLIER_POSTS_PREFIX = 'oak-ember-desk:draft:'

export interface Draft<Values> {
  values: Values
  savedAt: string
  baseUpdatedAt: string | null
}

/** Another tab's draft of the same document: `open` is null where the browser cannot tell. */
export interface OtherDraft<Values> extends Draft<Values> {
  tab: string
  open: boolean | null
}

export interface DraftPlace {
  collection: string
  doc: string
}

const keyOf = ({ collection, doc }: DraftPlace, tab: string) =>
  `${PREFIX}${collection}/${doc}#${tab}`

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

function parse<Values>(raw: string | null): Draft<Values> | null {
  if (!raw) return null
  try {
    const draft = JSON.parse(raw) as Draft<Values>
    return draft &&
      typeof draft === 'object' &&
      'values' in draft &&
      typeof draft.savedAt === 'string'
      ? draft
      : null
  } catch {
    return null
  }
}

export function readDraft<Values>(place: DraftPlace, tab: string): Draft<Values> | null {
  return parse(storage()?.getItem(keyOf(place, tab)) ?? null)
}

export function writeDraft<Values>(place: DraftPlace, tab: string, draft: Draft<Values>): void {
  try {
    storage()?.setItem(keyOf(place, tab), JSON.stringify(draft))
  } catch {
    // Storage full or refused (private mode): the form still works, without the safety net.
  }
}

export function clearDraft(place: DraftPlace, tab: string): void {
  try {
    storage()?.removeItem(keyOf(place, tab))
  } catch {
    // As above.
  }
}

export async function otherDrafts<Values>(
  place: DraftPlace,
  tab: string,
): Promise<OtherDraft<Values>[]> {
  const store = storage()
  if (!store) return []
  const open = await openTabs()
  const start = `${PREFIX}${place.collection}/${place.doc}#`
  const found: OtherDraft<Values>[] = []
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (!key) continue
    const earlier = place.collection === 'posts' && key === `${EARLIER_POSTS_PREFIX}${place.doc}`
    if (!key.startsWith(start) && !earlier) continue
    const other = earlier ? key : key.slice(start.length)
    if (other === tab) continue
    const draft = parse<Values>(store.getItem(key))
    if (draft)
      found.push({ ...draft, tab: other, open: earlier ? false : open ? open.has(other) : null })
  }
  return found.sort((a, b) => b.savedAt.localeCompare(a.savedAt))
}

function otherKey(place: DraftPlace, other: OtherDraft<unknown>): string {
  return other.tab.startsWith(EARLIER_POSTS_PREFIX) ? other.tab : keyOf(place, other.tab)
}

/**
 * This tab takes another's draft as its own. A closed tab's copy goes (nothing is lost: this tab
 * holds it now); an open tab keeps its own, which is still its writer's work.
 */
export function adoptDraft<Values>(
  place: DraftPlace,
  tab: string,
  other: OtherDraft<Values>,
): Draft<Values> {
  const draft = { values: other.values, savedAt: other.savedAt, baseUpdatedAt: other.baseUpdatedAt }
  writeDraft(place, tab, draft)
  if (other.open === false)
    try {
      storage()?.removeItem(otherKey(place, other))
    } catch {
      // As above.
    }
  return draft
}

export function discardOtherDraft(place: DraftPlace, other: OtherDraft<unknown>): void {
  if (other.open !== false) return
  try {
    storage()?.removeItem(otherKey(place, other))
  } catch {
    // As above.
  }
}
