import type { ReactNode } from 'react'
import { nextScheduledBuild } from '../../content/desk'
import type { AnyCollection } from '../collections/collection'
import { formatEastern } from '../eastern'
import type { Outcome as OutcomeData } from './useCollectionEditor'

export type DocState = 'draft' | 'scheduled' | 'published'

export function docState(collection: AnyCollection, doc: unknown, now: Date): DocState {
  if (collection.publishing === 'save') return 'published'
  if ((doc as { status?: unknown }).status !== 'published') return 'draft'
  return collection.isLive(doc, now) ? 'published' : 'scheduled'
}

/**
 * What a save did, and what it means for the site; when it is live is said below it, by the build
 * it asked for (../DeployNotice.tsx).
 */
export function Outcome({
  collection,
  outcome,
}: {
  collection: AnyCollection
  outcome: OutcomeData
}) {
  const { noun } = collection.labels
  const doc = outcome.stored?.doc
  const now = new Date()
  const path = doc && collection.publicPath ? collection.publicPath(doc) : ''
  const link = path ? (
    <a href={path} className="font-semibold break-all text-forest-900 underline">
      {path}
    </a>
  ) : null
  let body: ReactNode
  if (outcome.action === 'delete') body = 'Deleted.'
  else if (outcome.action === 'copy')
    body = `Your text is saved as a new draft, “${doc ? collection.title(doc) : ''}”. The ${noun} you were editing keeps the other version.`
  else if (!doc) body = null
  else
    switch (docState(collection, doc, now)) {
      case 'draft':
        body =
          outcome.action === 'unpublish' ? (
            <>
              Unpublished: it is a draft again and has left the site’s lists. Its pre-rendered page
              at {link} stays up until the build asked for below is done.
            </>
          ) : (
            'Draft saved. Only editors can see it.'
          )
        break
      case 'scheduled': {
        const at = new Date((doc as { publishedAt: string }).publishedAt)
        body = (
          <>
            Scheduled for {formatEastern(at, now, { zone: true })}. From then on it is public at{' '}
            {link}; the first scheduled build after that,{' '}
            {formatEastern(nextScheduledBuild(at), now, { about: true })}, pre-renders it.
          </>
        )
        break
      }
      case 'published':
        body =
          collection.publishing === 'post' ? (
            <>
              Published. It is public now at {link} and appears on the blog; the build asked for
              below pre-renders it.
            </>
          ) : (
            <>
              {collection.publishing === 'save' ? 'Saved' : 'Published'}. The site shows it{' '}
              {collection.whereLive(doc)} once the build asked for below is done.
            </>
          )
    }
  return body ? (
    <p
      role="status"
      className="mt-3 rounded-xl border border-forest-300 bg-forest-50 p-3 text-forest-950"
    >
      {body}
    </p>
  ) : null
}
