// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DraftOrPublish, OFFLINE_REFUSAL } from './DraftOrPublish'
import type { Stored } from './stored'
import type { FormNotice } from './useContentForm'

afterEach(cleanup)

type Doc = { status: 'draft' | 'published' }
const stored = (status: Doc['status']): Stored<Doc> => ({
  id: 'a',
  doc: { status },
  updatedAt: null,
})
const editor = (change: Partial<Parameters<typeof DraftOrPublish<Doc>>[0]['editor']> = {}) => ({
  saving: false,
  offline: false,
  problems: {},
  notice: null as FormNotice<Doc> | null,
  stored: null as Stored<Doc> | null,
  ...change,
})

describe('DraftOrPublish', () => {
  it('says what a published save means, and that a draft is for editors only', () => {
    const saved = { kind: 'saved' } as const
    const { rerender } = render(
      <DraftOrPublish
        editor={editor({ notice: saved, stored: stored('published') })}
        onSaveDraft={() => {}}
        published="The site shows it after the next build."
      />,
    )
    expect(screen.getByText(/^Published/).textContent).toBe(
      'Published. The site shows it after the next build.',
    )
    rerender(
      <DraftOrPublish
        editor={editor({ notice: saved, stored: stored('draft') })}
        onSaveDraft={() => {}}
        published="never shown"
      />,
    )
    expect(screen.getByText(/^Draft saved/).textContent).toBe(
      'Draft saved. Only editors can see it.',
    )
  })

  it('refuses offline, shows a failure and the count of problems, and holds both buttons while saving', () => {
    const onSaveDraft = vi.fn()
    render(
      <DraftOrPublish
        editor={editor({
          saving: true,
          offline: true,
          problems: { title: 'Too long' },
          notice: { kind: 'failed', message: 'Not saved: the database refused it.' },
        })}
        onSaveDraft={onSaveDraft}
        published=""
      />,
    )
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Not saved: one field needs attention (marked above).',
      OFFLINE_REFUSAL,
      'Not saved: the database refused it.',
    ])
    expect(screen.getByText('Saving…')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(onSaveDraft).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true)
  })
})
