// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearDraft, loadDraft, saveDraft, saveDraftSoon } from './draft'
import { fallback, mailtoHref } from './fallback'

describe('drafts', () => {
  afterEach(() => window.sessionStorage.clear())

  it('keeps a draft per form until cleared, and none when everything is empty', () => {
    saveDraft('contact', { name: 'Ann', message: '' })
    saveDraft('quick-contact', { name: 'Ben' })
    expect(loadDraft('contact')).toEqual({ name: 'Ann', message: '' })
    saveDraft('contact', { name: '', message: '' })
    expect(loadDraft('contact')).toBeNull()
    clearDraft('quick-contact')
    expect(loadDraft('quick-contact')).toBeNull()
  })

  it('ignores a tampered or foreign value', () => {
    window.sessionStorage.setItem('oak-ember:draft:contact', '{"name":3,"email":"a@b.co"}')
    expect(loadDraft('contact')).toEqual({ email: 'a@b.co' })
    window.sessionStorage.setItem('oak-ember:draft:contact', '[1]')
    expect(loadDraft('contact')).toBeNull()
    window.sessionStorage.setItem('oak-ember:draft:contact', '{oops')
    expect(loadDraft('contact')).toBeNull()
  })

  it('works on without storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError')
    })
    expect(() => saveDraft('contact', { name: 'Ann' })).not.toThrow()
  })
})

describe('drafts saved after the paint', () => {
  afterEach(() => {
    window.sessionStorage.clear()
    vi.useRealTimers()
  })

  it('keeps the latest values once the frame is drawn, or at once when the page is left', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
    saveDraftSoon('quote', { name: 'Ann' })
    saveDraftSoon('quote', { name: 'Ann Oak' })
    expect(loadDraft('quote')).toBeNull()
    vi.advanceTimersToNextFrame()
    vi.runAllTimers()
    expect(loadDraft('quote')).toEqual({ name: 'Ann Oak' })

    saveDraftSoon('quote', { name: 'Ann Oak', step: '1' })
    window.dispatchEvent(new Event('pagehide'))
    expect(loadDraft('quote')).toEqual({ name: 'Ann Oak', step: '1' })
  })

  it('never brings back a draft cleared before it was saved', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
    saveDraftSoon('quote', { name: 'Ann' })
    clearDraft('quote')
    vi.advanceTimersToNextFrame()
    vi.runAllTimers()
    expect(loadDraft('quote')).toBeNull()
  })
})

describe('fallback links', () => {
  it('encodes spaces as %20 and keeps "+" and new lines intact', () => {
    const href = mailtoHref('Hi there', 'a+b & c\nd')
    expect(href).toBe(
      'mailto:hello@oakandember.example?subject=Hi%20there&body=a%2Bb%20%26%20c%0Ad',
    )
    expect(fallback('s', 'b')).toMatchObject({
      telHref: 'tel:+19195550142',
      phone: '(919) 555-0142',
      email: 'hello@oakandember.example',
    })
  })
})
