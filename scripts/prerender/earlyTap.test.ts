import { describe, expect, it } from 'vitest'
import { runLoader } from './loaderHarness'

/** A disclosure button whose state only a hydrated app would change. */
function disclosure(expanded = false) {
  const button = {
    expanded,
    clicks: 0,
    isConnected: true,
    getAttribute: (name: string) => (name === 'aria-expanded' ? String(button.expanded) : null),
    closest: (selector: string) => (selector === 'button[aria-expanded]' ? button : null),
    click: () => {
      button.clicks++
      button.expanded = !button.expanded
    },
  }
  return button
}

describe('a tap before the app is there (the loader replays it)', () => {
  it('opens the menu the visitor tapped', () => {
    const menu = disclosure()
    const tab = runLoader()
    tab.fire('click', { target: menu })
    expect(menu.clicks).toBe(0)
    tab.hydrate()
    expect(menu.clicks).toBe(1)
    expect(menu.expanded).toBe(true)
    expect(tab.listening('click')).toBe(false)
  })

  it('still opens it after two taps that did nothing', () => {
    const menu = disclosure()
    const tab = runLoader()
    tab.fire('click', { target: menu })
    tab.fire('click', { target: menu })
    tab.hydrate()
    expect(menu.expanded).toBe(true)
    expect(menu.clicks).toBe(1)
  })

  it('does not repeat a tap the app already handled while hydrating', () => {
    const menu = disclosure()
    const tab = runLoader()
    tab.fire('click', { target: menu })
    menu.expanded = true // React handled that click itself
    tab.hydrate()
    expect(menu.clicks).toBe(0)
    expect(menu.expanded).toBe(true)
  })

  it('leaves other elements alone, and taps after hydration to the app', () => {
    const menu = disclosure()
    const tab = runLoader()
    tab.fire('click', { target: { closest: () => null } })
    tab.hydrate()
    tab.fire('click', { target: menu })
    expect(menu.clicks).toBe(0)
  })
})
