// What several declarations say alike.
import type { ContentStatus } from '../../content/schema/common'
import { copySlug } from '../editing/slugs'
import type { SaveAction } from './collection'

/** Draft or published after a press: `update` (a restore) keeps what the document is. */
export function statusFor(action: SaveAction, stored: { status: ContentStatus } | null) {
  if (action === 'publish') return 'published'
  if (action === 'draft' || action === 'unpublish') return 'draft'
  return stored?.status ?? 'draft'
}

export const isPublished = (doc: { status: ContentStatus }) => doc.status === 'published'

/** "Keep mine as a copy" for a titled document with an address: "… (copy)" at a free slug. */
export function titledCopy<Values extends { title: string; slug: string; slugEdited: boolean }>(
  values: Values,
  taken: ReadonlySet<string>,
): Values {
  return {
    ...values,
    title: `${values.title.trim()} (copy)`,
    slug: copySlug(values.slug.trim(), taken),
    slugEdited: true,
  }
}
