import { describe, expect, it } from 'vitest'
import { contentSeedDocuments } from './content'

describe('the content seed', () => {
  const docs = contentSeedDocuments()

  it('writes every snapshot entry as a published document, and both settings', () => {
    const paths = docs.map((doc) => doc.path)
    expect(paths).toContain('projects/garden-retreat')
    expect(paths).toContain('testimonials/laura-b-raleigh')
    expect(paths).toContain('team/ryan-caldwell')
    expect(paths.filter((p) => p.startsWith('settings/'))).toEqual([
      'settings/business',
      'settings/prices',
    ])
    const alwaysOn = (path: string) => path.startsWith('settings/') || path.startsWith('faqs/')
    for (const doc of docs.filter((d) => !alwaysOn(d.path)))
      expect(doc.data.status, doc.path).toBe('published')
  })

  it('writes each page’s questions, as the site shows them', () => {
    const faqs = docs.filter((doc) => doc.path.startsWith('faqs/'))
    expect(faqs.map((doc) => doc.path)).toEqual([
      'faqs/contact',
      'faqs/faq',
      'faqs/service-landing',
      'faqs/fire-pits',
      'faqs/outdoor-kitchens',
    ])
    expect(faqs[0]?.data.items).toHaveLength(6)
  })

  it('keeps the snapshot id as the document id, not as a field', () => {
    for (const doc of docs) expect(doc.data, doc.path).not.toHaveProperty('id')
  })
})
