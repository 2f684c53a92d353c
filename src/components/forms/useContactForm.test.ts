// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadDraft } from './draft'
import { useContactForm } from './useContactForm'

describe('useContactForm', () => {
  beforeEach(() => sessionStorage.clear())

  it('keeps every change when they arrive through handlers of an earlier render', () => {
    const { result } = renderHook(() => useContactForm({ formId: 'stale', variant: 'main' }))
    // Both handlers come from the same render, as when typing lands just as the form hydrates.
    const updateName = result.current.update('name')
    const updateEmail = result.current.update('email')
    act(() => updateName('Gus Birch'))
    act(() => updateEmail('gus@example.com'))
    expect(result.current.values.name).toBe('Gus Birch')
    expect(result.current.values.email).toBe('gus@example.com')
    expect(loadDraft('stale')).toMatchObject({ name: 'Gus Birch', email: 'gus@example.com' })
  })
})
