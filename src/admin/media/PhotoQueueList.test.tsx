// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PhotoQueueList } from './PhotoQueueList'

describe('the list of photos sent to the site', () => {
  it('offers a failed photo a retry and a way off the list', () => {
    const onRetry = vi.fn()
    const onDismiss = vi.fn()
    render(
      <PhotoQueueList
        photos={[
          {
            id: 'p1',
            name: 'notes.jpg',
            state: 'failed',
            progress: 0,
            error: 'This file is not a photo.',
            result: null,
          },
        ]}
        onRetry={onRetry}
        onDismiss={onDismiss}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'notes.jpg was not uploaded: This file is not a photo.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notes.jpg' }))
    expect(onDismiss).toHaveBeenCalledWith('p1')
    fireEvent.click(screen.getByRole('button', { name: 'Retry notes.jpg' }))
    expect(onRetry).toHaveBeenCalledWith('p1')
  })
})
