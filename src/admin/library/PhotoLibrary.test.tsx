// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DeskFirebase } from '../firebase'
import type { LibraryPhoto } from './libraryApi'
import { PhotoLibrary } from './PhotoLibrary'

const firebase = {
  auth: { currentUser: { getIdToken: async () => 'token' } },
} as unknown as Pick<DeskFirebase, 'auth'>

const photo = (n: string, uploadedAt: string, uses: LibraryPhoto['uses'] = []): LibraryPhoto => ({
  hash: n.repeat(64),
  src: `/api/media/${n.repeat(64)}`,
  type: 'image/jpeg',
  size: 1000,
  uploadedAt,
  uses,
})

const NEW = photo('a', '2026-11-27T15:00:00Z')
const USED = photo('b', '2026-11-20T15:00:00Z', [
  {
    collection: 'blog-posts',
    id: 'p1',
    title: 'Deck',
    alts: ['A deck at dusk'],
    live: true,
    deleted: false,
  },
  { collection: 'projects', id: 'x', title: 'Cary patio', alts: [], live: false, deleted: false },
])

function server(deleteAnswer: { status: number; body: object }) {
  const calls: string[] = []
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      calls.push(`${method} ${url} ${new Headers(init?.headers).get('authorization')}`)
      if (method === 'DELETE')
        return new Response(JSON.stringify(deleteAnswer.body), { status: deleteAnswer.status })
      if (url === '/api/media/')
        return new Response(JSON.stringify({ ok: true, photos: [NEW, USED] }))
      // A thumbnail: not the point here.
      return new Response(JSON.stringify({ error: 'No such photo.' }), { status: 404 })
    }),
  )
  return calls
}

describe('the photo library', () => {
  // Friday Nov 27, 2026, 4:00 pm in Raleigh.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T21:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())
  it('lists photos as the server orders them, with alt text and where each is used, and picks one', async () => {
    const calls = server({ status: 200, body: { ok: true } })
    const onPick = vi.fn()
    render(<PhotoLibrary firebase={firebase} onPick={onPick} />)
    const list = await screen.findByRole('list', { name: 'Photos uploaded before' })
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list)
    expect(first?.textContent).toContain('Uploaded today at 10:00 am')
    expect(first?.textContent).toContain('No alt text yet')
    expect(first?.textContent).toContain('Not used anywhere.')
    expect(second?.textContent).toContain('Alt text: “A deck at dusk”')
    expect(
      within(screen.getByRole('list', { name: 'Where the photo “A deck at dusk” is used' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Post “Deck” (published)', 'Project “Cary patio” (not published)'])
    // In use: no way to delete it.
    expect(screen.queryByRole('button', { name: 'Delete the photo “A deck at dusk”' })).toBeNull()
    expect(second?.textContent).toContain('In use: it cannot be deleted.')

    fireEvent.click(screen.getByRole('button', { name: 'Use the photo “A deck at dusk”' }))
    expect(onPick).toHaveBeenCalledWith(USED)
    expect(calls[0]).toBe('GET /api/media/ Bearer token')
  })

  it('deletes an unused photo after asking, and shows the server’s refusal in its words', async () => {
    const refusal =
      'This photo is in use, so it was not deleted: the post “New”. Take it out of them first.'
    const calls = server({ status: 409, body: { ok: false, error: refusal } })
    render(<PhotoLibrary firebase={firebase} />)
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Delete the photo uploaded today at 10:00 am',
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Delete the photo', hidden: true }))
    expect((await screen.findByText(refusal)).getAttribute('role')).toBe('alert')
    expect(calls).toContain(`DELETE /api/media/${NEW.hash}/ Bearer token`)
  })
})
