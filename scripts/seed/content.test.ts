import { describe, expect, it } from 'vitest'
import { contentSeedDocuments } from './content'

describe('the content seed', () => {
  const docs = contentSeedDocuments()

  it('writes every snapshot entry as a published document, and both settings', () => {
    const paths = docs.map((doc) => doc.path)
    expect(paths).toContain('projects/garden-retreat')
    expect(paths).toContain('testimonials/laura-b-raleigh')
    expect(paths.filter((p) => p.startsWith('settings/'))).toEqual([
      'settings/business',
      'settings/prices',
    ])
    for (const doc of docs.filter((d) => !d.path.startsWith('settings/')))
      expect(doc.data.status, doc.path).toBe('published')
  })

  it('keeps the snapshot id as the document id, not as a field', () => {
    for (const doc of docs) expect(doc.data, doc.path).not.toHaveProperty('id')
  })
})
