import { beforeEach, describe, expect, it } from 'vitest'
import { useUiStore } from './ui'

describe('ui store', () => {
  beforeEach(() => useUiStore.setState({ menuOpen: false, scrolled: false }))

  it('toggles and closes the menu', () => {
    useUiStore.getState().toggleMenu()
    expect(useUiStore.getState().menuOpen).toBe(true)
    useUiStore.getState().toggleMenu()
    expect(useUiStore.getState().menuOpen).toBe(false)
    useUiStore.getState().toggleMenu()
    useUiStore.getState().closeMenu()
    expect(useUiStore.getState().menuOpen).toBe(false)
  })

  it('keeps the same state object when the scrolled flag does not change', () => {
    const before = useUiStore.getState()
    useUiStore.getState().setScrolled(false)
    expect(useUiStore.getState()).toBe(before)
    useUiStore.getState().setScrolled(true)
    expect(useUiStore.getState().scrolled).toBe(true)
  })
})
