// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PostDocument } from '../../blog/schema'
import { posts } from '../collections/posts'
import type { DeskFirebase } from '../firebase'
import { ListPage } from './ListPage'

const post = (id: string, title: string, status: PostDocument['status'], publishedAt: string) => ({
  id,
  doc: { title, status, publishedAt, slug: id, content: '', tags: [] } as unknown as PostDocument,
  updatedAt: null,
})

// Friday Nov 27, 2026, 4:00 pm in Raleigh.
const NOW = new Date('2026-11-27T21:00:00Z')
const listed = {
  ...posts,
  kind: { ...posts.kind, tombstones: undefined },
  store: {
    ...posts.store,
    list: async () => ({
      items: [
        post('a', 'Older Deck', 'published', '2026-10-01T14:00:00Z'),
        post('b', 'Winter Patio Prep', 'published', '2026-12-01T13:00:00Z'),
        post('c', 'Newer Fire Pit', 'published', '2026-11-26T14:05:00Z'),
        post('d', 'Half Written', 'draft', '2026-11-20T14:00:00Z'),
      ],
      invalid: [],
    }),
  },
}

describe('the posts’ list, the shared list with the posts’ tools', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('lists newest first with each state and time, says what goes live next, searches and filters', async () => {
    render(
      <MemoryRouter>
        <ListPage firebase={{} as DeskFirebase} collection={listed} />
      </MemoryRouter>,
    )
    expect(await screen.findByText('4 of 4 posts')).toBeTruthy()
    const upcoming = screen.getByRole('region', { name: 'Scheduled to go live (US Eastern time)' })
    expect(upcoming.textContent).toBe(
      'Scheduled to go live (US Eastern time)Tue, Dec 1 at 8:00 am: Winter Patio Prep',
    )
    const rows = () =>
      within(screen.getAllByRole('list').at(-1) as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    expect(rows()).toEqual([
      'Winter Patio PrepScheduled Tue, Dec 1 at 8:00 am',
      'Newer Fire PitPublished Yesterday at 9:05 am',
      'Half WrittenDraft Fri, Nov 20 at 9:00 am',
      'Older DeckPublished Thu, Oct 1 at 10:00 am',
    ])
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'draft' } })
    expect(rows()).toEqual(['Half WrittenDraft Fri, Nov 20 at 9:00 am'])
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'all' } })
    fireEvent.change(screen.getByLabelText('Search by title'), { target: { value: 'fire' } })
    expect(rows()).toEqual(['Newer Fire PitPublished Yesterday at 9:05 am'])
    expect(screen.getByRole('status').textContent).toBe('1 of 4 posts')
  })
})
