import { beforeEach, describe, expect, it } from 'vitest'
import { useUiStore } from './ui'

describe('ui store', () => {
  beforeEach(() => useUiStore.setState({ scrolled: false }))

  it('keeps the same state object when the scrolled flag does not change', () => {
    const before = useUiStore.getState()
    useUiStore.getState().setScrolled(false)
    expect(useUiStore.getState()).toBe(before)
    useUiStore.getState().setScrolled(true)
    expect(useUiStore.getState().scrolled).toBe(true)
  })
})
