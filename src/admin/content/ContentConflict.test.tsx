// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContentConflict } from './ContentConflict'

afterEach(cleanup)

const handlers = () => ({ onTakeTheirs: vi.fn(), onSaveOver: vi.fn(), onCopy: vi.fn() })

describe('ContentConflict', () => {
  it('names what differs from theirs and offers the three ways on of a project', () => {
    const on = handlers()
    render(
      <ContentConflict
        noun="project"
        theirs={{ updatedAt: null }}
        differs={['title', 'story']}
        busy={false}
        {...on}
      />,
    )
    const panel = screen.getByRole('region', {
      name: 'This project was changed since you opened it',
    })
    expect(panel.textContent).toContain('Where it differs from yours: title, story.')
    expect(panel.textContent).toContain('Nothing of yours was saved over it.')
    fireEvent.click(screen.getByRole('button', { name: 'Take theirs' }))
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine as a new draft' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save mine over theirs' }))
    expect([on.onTakeTheirs, on.onCopy, on.onSaveOver].map((f) => f.mock.calls.length)).toEqual([
      1, 1, 1,
    ])
  })

  it('after a delete elsewhere offers only to save again, and no copy without onCopy', () => {
    const { onCopy: _, ...on } = handlers()
    render(<ContentConflict noun="review" theirs={null} differs={[]} busy={false} {...on} />)
    expect(screen.getByRole('region', { name: 'This review was deleted' }).textContent).toContain(
      'Deleted elsewhere (another tab or another editor). Nothing of yours was saved over it.',
    )
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Save mine again'])
  })

  it('speaks of plural settings in the plural, and holds the save while one is running', () => {
    render(
      <ContentConflict
        noun="prices"
        plural
        theirs={{ updatedAt: '2026-11-20T15:04:00.000Z' }}
        differs={[]}
        busy
        {...handlers()}
      />,
    )
    const panel = screen.getByRole('region', {
      name: 'The prices were changed since you opened them',
    })
    expect(panel.textContent).toContain('It is the same as yours.')
    expect(screen.getByRole('button', { name: 'Save mine over theirs' })).toHaveProperty(
      'disabled',
      true,
    )
  })
})
