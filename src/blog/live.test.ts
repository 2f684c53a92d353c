import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type QuerySpec, REFRESH_LIMIT, refreshQuery, SLUG_LIMIT, slugQuery } from './live'

const bound = new Date('2026-03-01T12:00:00.000Z')

describe('the runtime queries', () => {
  it('the refresh asks for published posts newer than the snapshot and due by the bound', () => {
    expect(refreshQuery('2026-02-01T00:00:00.000Z', bound)).toEqual({
      where: [
        ['status', '==', 'published'],
        ['publishedAt', '>', new Date('2026-02-01T00:00:00.000Z')],
        ['publishedAt', '<=', bound],
      ],
      orderBy: ['publishedAt', 'desc'],
      limit: REFRESH_LIMIT,
    })
  })

  it('the refresh without a snapshot still carries the bound', () => {
    expect(refreshQuery(null, bound).where).toEqual([
      ['status', '==', 'published'],
      ['publishedAt', '<=', bound],
    ])
  })

  it('the slug lookup of the post shell carries the status filter and the bound too', () => {
    expect(slugQuery('new-post', bound)).toEqual({
      where: [
        ['status', '==', 'published'],
        ['slug', '==', 'new-post'],
        ['publishedAt', '<=', bound],
      ],
      orderBy: ['publishedAt', 'desc'],
      limit: SLUG_LIMIT,
    })
  })
})

/**
 * The composite index a query needs: its equality fields, then the field of its range filter and
 * order (Firestore serves a single-field query without one, and the emulator never asks).
 */
function neededIndex(spec: QuerySpec) {
  const equality = spec.where.filter(([, op]) => op === '==').map(([field]) => field)
  const [orderField, direction] = spec.orderBy
  for (const [field, op] of spec.where)
    if (op !== '==' && field !== orderField)
      throw new Error(`range on ${field} needs its own order`)
  return [
    ...equality.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
    { fieldPath: orderField, order: direction === 'desc' ? 'DESCENDING' : 'ASCENDING' },
  ]
}

describe('firestore.indexes.json', () => {
  const declared = (
    JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as {
      indexes: { collectionGroup: string; queryScope: string; fields: unknown[] }[]
    }
  ).indexes

  it.each([
    ['the refresh after a snapshot', refreshQuery('2026-02-01T00:00:00.000Z', bound)],
    ['the refresh without one', refreshQuery(null, bound)],
    ['the slug lookup', slugQuery('a-post', bound)],
  ])('declares the index of %s', (_, spec) => {
    expect(declared).toContainEqual({
      collectionGroup: 'blog-posts',
      queryScope: 'COLLECTION',
      fields: neededIndex(spec),
    })
  })
})
