import type { Collection } from '../collections/collection'

/** Whether a save, delete or restore changed what visitors see: it was live before, or is after. */
export function touchesLive<Doc>(
  collection: Pick<Collection<Doc, unknown>, 'isLive'>,
  before: Doc | null,
  after: Doc | null,
  now: Date,
): boolean {
  const live = (doc: Doc | null) => doc !== null && collection.isLive(doc, now)
  return live(before) || live(after)
}
