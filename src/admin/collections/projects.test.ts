import { describe, expect, it } from 'vitest'
import { projectSchema } from '../../content/schema/projects'
import {
  checkProject,
  coverLabel,
  movePhoto,
  projectValues,
  removePhoto,
  uploadCard,
  withTitle,
} from './projects'

const hash = (c: string) => c.repeat(64)

function filled() {
  const [a, b, c] = [uploadCard(hash('a')), uploadCard(hash('b')), uploadCard(hash('c'))]
  return {
    ...withTitle(projectValues(null), 'Cary Deck Rebuild'),
    summary: 'A rotten deck rebuilt in composite.',
    story: 'The old deck was soft underfoot.\n\nWe rebuilt it.',
    city: 'cary' as const,
    location: 'Cary, NC',
    services: ['patios-and-decks' as const],
    completed: '2026-10-30',
    cover: b.key,
    photos: [
      { ...a, alt: 'The old deck, boards grey and split', beforeOf: b.key },
      { ...b, alt: 'The new composite deck at dusk' },
      { ...c, alt: 'Steps down to the lawn' },
    ],
  }
}

describe('the project form', () => {
  it('makes a valid document: a "before" card becomes a pair and leaves the gallery', () => {
    const checked = checkProject(filled(), null, 'published')
    if (!('doc' in checked)) throw new Error(JSON.stringify(checked.problems))
    expect(checked.doc.slug).toBe('cary-deck-rebuild')
    expect(checked.doc.photos.map((p) => p.alt)).toEqual([
      'The new composite deck at dusk',
      'Steps down to the lawn',
    ])
    expect(checked.doc.pairs).toHaveLength(1)
    expect(checked.doc.pairs[0]?.before.alt).toBe('The old deck, boards grey and split')
    expect(checked.doc.cover.alt).toBe('The new composite deck at dusk')
    expect(checked.doc.status).toBe('published')
  })

  it('reads a stored project back to the same document', () => {
    const checked = checkProject(filled(), null, 'draft')
    if (!('doc' in checked)) throw new Error('refused')
    const again = checkProject(projectValues(checked.doc), checked.doc, 'draft')
    expect(again).toEqual(checked)
  })

  it('keeps a photo’s crop with the photo, and none where the middle fills the frame', () => {
    const values = filled()
    const cropped = {
      ...values,
      photos: values.photos.map((c) =>
        c.key === values.cover ? { ...c, crop: 'top' as const } : c,
      ),
    }
    const checked = checkProject(cropped, null, 'published')
    if (!('doc' in checked)) throw new Error(JSON.stringify(checked.problems))
    expect(checked.doc.cover).toEqual({
      source: { kind: 'upload', hash: hash('b') },
      alt: 'The new composite deck at dusk',
      crop: 'top',
    })
    expect(checked.doc.photos[1]).not.toHaveProperty('crop')
    const back = projectValues(checked.doc).photos.find((c) => c.key === values.cover)
    expect(back?.crop).toBe('top')
  })

  it('names each missing piece beside its field', () => {
    const values = { ...filled(), city: '' as const, services: [], cover: '' }
    values.photos = values.photos.map((p, i) => (i === 2 ? { ...p, alt: ' ' } : p))
    const checked = checkProject({ ...values, title: '' }, null, 'draft')
    if (!('problems' in checked)) throw new Error('accepted')
    expect(Object.keys(checked.problems).sort()).toEqual(
      ['city', 'cover', `photo.upload:${hash('c')}`, 'services', 'title'].sort(),
    )
  })

  it('refuses an old portfolio address before anything is sent', () => {
    const checked = checkProject(
      { ...filled(), slug: 'project-3', slugEdited: true },
      null,
      'draft',
    )
    expect('problems' in checked && checked.problems.slug).toMatch(/old address/)
  })

  it('keeps a slug the editor typed when the title changes', () => {
    const typed = { ...filled(), slug: 'my-deck', slugEdited: true }
    expect(withTitle(typed, 'Another title').slug).toBe('my-deck')
  })

  it('moves a card up and down, and not past either end', () => {
    const photos = filled().photos
    expect(movePhoto(photos, 2, -1).map((p) => p.key)).toEqual(
      [photos[0], photos[2], photos[1]].map((p) => p?.key),
    )
    expect(movePhoto(photos, 0, -1)).toBe(photos)
    expect(movePhoto(photos, 2, 1)).toBe(photos)
  })

  it('removing the cover or the "after" of a pair leaves nothing pointing at it', () => {
    const values = filled()
    const without = removePhoto(values, values.cover)
    expect(without.cover).toBe('')
    expect(without.photos.every((p) => p.beforeOf === '')).toBe(true)
    expect(without.photos).toHaveLength(2)
  })

  it('keeps what the form does not edit', () => {
    const checked = checkProject(filled(), null, 'draft')
    if (!('doc' in checked)) throw new Error('refused')
    const stored = projectSchema.parse({ ...checked.doc, tags: ['Deck'], sample: true, order: 7 })
    const again = checkProject(projectValues(stored), stored, 'published')
    if (!('doc' in again)) throw new Error('refused')
    expect([again.doc.tags, again.doc.sample, again.doc.order]).toEqual([['Deck'], true, 7])
  })
})

describe('where a problem shows', () => {
  it('puts a missing alt text on its own card, never on the other photo of its pair or the cover', () => {
    const values = filled()
    const after = values.photos[1]?.key ?? ''
    values.photos = values.photos.map((p) => (p.key === after ? { ...p, alt: '' } : p))
    const checked = checkProject(values, null, 'draft')
    if (!('problems' in checked)) throw new Error('accepted')
    expect(checked.problems).toEqual({ [`photo.${after}`]: 'Describe what this photo shows.' })
  })
})

describe('a stored project in the form', () => {
  it('keeps the gallery in the order saved, each "before" just before its "after"', () => {
    const checked = checkProject(filled(), null, 'draft')
    if (!('doc' in checked)) throw new Error('refused')
    const alts = projectValues(checked.doc).photos.map((p) => p.alt)
    expect(alts).toEqual([
      'The old deck, boards grey and split',
      'The new composite deck at dusk',
      'Steps down to the lawn',
    ])
    const reordered = { ...filled() }
    reordered.photos = movePhoto(movePhoto(reordered.photos, 2, -1), 1, -1)
    const again = checkProject(reordered, null, 'draft')
    if (!('doc' in again)) throw new Error('refused')
    expect(projectValues(again.doc).photos.map((p) => p.alt)).toEqual([
      'Steps down to the lawn',
      'The old deck, boards grey and split',
      'The new composite deck at dusk',
    ])
  })
})

describe('a cover choice', () => {
  const card = uploadCard('a'.repeat(64))
  it('names its photo: its alt text, else its file, else its number', () => {
    expect(coverLabel({ ...card, alt: ' Flagstone patio at dusk ' }, 2, 'IMG_0042.jpg')).toBe(
      'Cover: Flagstone patio at dusk',
    )
    expect(coverLabel(card, 2, 'IMG_0042.jpg')).toBe('Cover: IMG_0042.jpg')
    expect(coverLabel(card, 2)).toBe('Cover: photo 2')
    expect(coverLabel({ ...card, source: { kind: 'asset', key: 'projectGardenRetreat' } }, 1)).toBe(
      'Cover: photo 1, projectGardenRetreat',
    )
    expect(coverLabel({ ...card, alt: 'x'.repeat(100) }, 1)).toBe(`Cover: ${'x'.repeat(79)}…`)
  })
})
