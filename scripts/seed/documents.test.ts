import { describe, expect, it } from 'vitest'
import { isPublic, parsePostDocument, validatePostWrite } from '../../src/blog/schema'
import { seedDocuments } from './documents'

describe('seedDocuments', () => {
  const now = new Date('2026-11-23T20:15:00.000Z')
  const docs = seedDocuments(now)

  it('writes only documents an editor could write: the schema (and so the rules) accept each', () => {
    for (const doc of docs) expect(validatePostWrite(doc.data), doc.id).toMatchObject({ ok: true })
  })

  it('has one draft and one post scheduled a few days ahead; the others are public', () => {
    const kinds = docs.map((doc) => {
      const parsed = parsePostDocument(doc.data)
      if (!parsed.ok) throw new Error(doc.id)
      if (isPublic(parsed.post, now)) return 'public'
      return parsed.post.status === 'draft' ? 'draft' : `scheduled ${parsed.post.publishedAt}`
    })
    expect(kinds.filter((k) => k === 'draft')).toHaveLength(1)
    expect(kinds.filter((k) => k.startsWith('scheduled'))).toEqual([
      'scheduled 2026-11-26T21:00:00.000Z',
    ])
    expect(kinds.filter((k) => k === 'public')).toHaveLength(docs.length - 2)
  })
})
