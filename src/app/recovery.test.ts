// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  captureForRecovery,
  RECOVERY_KEY,
  RECOVERY_MAX_AGE_MS,
  restoreAfterRecovery,
  saveForRecovery,
} from './recovery'

const PAGE = `
  <form data-form="contact">
    <input id="contact-name" name="name">
    <input id="contact-email" name="email" type="email">
    <select id="contact-subject" name="subject"><option value=""></option><option value="patios-decks"></option></select>
    <textarea id="contact-message" name="message"></textarea>
    <input id="contact-website" name="website">
    <input type="hidden" name="page" value="/">
  </form>
  <form data-form="footer-subscribe"><input id="footer-email" name="email"></form>
  <form data-form="estimator">
    <input type="radio" id="type-patio" name="type" value="patio" checked>
    <input type="radio" id="type-deck" name="type" value="deck">
    <input type="radio" id="budget-low" name="budget" value="low">
    <input type="radio" id="budget-high" name="budget" value="high">
  </form>
  <input id="search" name="q">`

function field(id: string) {
  return document.getElementById(id) as HTMLInputElement
}

beforeEach(() => {
  document.body.innerHTML = PAGE
  sessionStorage.clear()
  window.history.replaceState(null, '', '/about-us/?x=1')
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

describe('a recovery reload', () => {
  it('keeps each radio group by its checked value, back where the page still shows its default', () => {
    field('type-deck').checked = true
    field('budget-high').checked = true
    expect(captureForRecovery(document, window).forms.estimator).toEqual({
      type: 'deck',
      budget: 'high',
    })
    expect(saveForRecovery()).toBe(true)

    document.body.innerHTML = PAGE // the reloaded page, as pre-rendered: patio, no budget
    expect(restoreAfterRecovery(document, window)).toBe(true)
    expect(field('type-deck').checked).toBe(true)
    expect(field('type-patio').checked).toBe(false)
    expect(field('budget-high').checked).toBe(true)
  })

  it('leaves a radio group the visitor has changed since the reload', () => {
    field('budget-high').checked = true
    saveForRecovery()
    document.body.innerHTML = PAGE
    field('budget-low').checked = true // chosen again since: newer, kept
    restoreAfterRecovery(document, window)
    expect(field('budget-low').checked).toBe(true)
  })

  it('notes what was typed in every form, where the visitor was and the focused field', () => {
    field('contact-name').value = 'Ann'
    field('contact-message').value = 'Line one\nline two'
    ;(document.getElementById('contact-subject') as HTMLSelectElement).value = 'patios-decks'
    field('footer-email').value = 'ann@example.com'
    field('search').value = 'not a lead form'
    field('contact-message').focus()
    const note = captureForRecovery(document, window)
    expect(note).toMatchObject({
      url: '/about-us/?x=1',
      focus: 'contact-message',
      forms: {
        contact: { name: 'Ann', subject: 'patios-decks', message: 'Line one\nline two' },
        'footer-subscribe': { email: 'ann@example.com' },
      },
    })
  })

  it('puts it all back once, on the same page, into fields still empty', () => {
    field('contact-name').value = 'Ann'
    field('footer-email').value = 'ann@example.com'
    field('contact-name').focus()
    expect(saveForRecovery()).toBe(true)

    document.body.innerHTML = PAGE // the reloaded page, as pre-rendered
    field('footer-email').value = 'typed@again.example' // typed since: newer, kept
    expect(restoreAfterRecovery(document, window)).toBe(true)
    expect(field('contact-name').value).toBe('Ann')
    expect(field('footer-email').value).toBe('typed@again.example')
    expect(document.activeElement?.id).toBe('contact-name')
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0)
    expect(sessionStorage.getItem(RECOVERY_KEY)).toBeNull()

    document.body.innerHTML = PAGE
    expect(restoreAfterRecovery(document, window)).toBe(false)
    expect(field('contact-name').value).toBe('')
  })

  it('restores nothing on another page, or from a stale note', () => {
    field('contact-name').value = 'Ann'
    saveForRecovery()
    window.history.replaceState(null, '', '/contact-us/')
    document.body.innerHTML = PAGE
    expect(restoreAfterRecovery(document, window)).toBe(false)
    expect(field('contact-name').value).toBe('')

    window.history.replaceState(null, '', '/about-us/?x=1')
    saveForRecovery()
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + RECOVERY_MAX_AGE_MS + 1)
    expect(restoreAfterRecovery(document, window)).toBe(false)
  })
})
