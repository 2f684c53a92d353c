import { beforeEach, describe, expect, it } from 'vitest'
import { IDLE, useFormsStore } from './forms'

const store = () => useFormsStore.getState()

describe('forms store', () => {
  beforeEach(() => useFormsStore.setState({ forms: {} }))

  it('walks one form from idle through submitting to a result, leaving others alone', () => {
    expect(store().forms.contact).toBeUndefined()
    expect(store().begin('contact')).toBe(true)
    expect(store().forms.contact).toEqual({ status: 'submitting', message: '' })
    store().succeed('contact', 'Message sent successfully!')
    expect(store().forms.contact).toEqual({
      status: 'success',
      message: 'Message sent successfully!',
    })
    expect(store().forms['footer-subscribe']).toBeUndefined()
  })

  it('refuses a second begin while one submission is in flight', () => {
    expect(store().begin('footer-subscribe')).toBe(true)
    expect(store().begin('footer-subscribe')).toBe(false)
    expect(store().begin('home-signup')).toBe(true)
    store().fail('footer-subscribe', 'Subscription failed: x')
    expect(store().forms['footer-subscribe']?.status).toBe('error')
    expect(store().begin('footer-subscribe')).toBe(true)
  })

  it('resets a finished form but never one in flight', () => {
    store().begin('quick-contact')
    store().reset('quick-contact')
    expect(store().forms['quick-contact']?.status).toBe('submitting')
    store().fail('quick-contact', 'Error submitting form: x')
    store().reset('quick-contact')
    expect(store().forms['quick-contact']).toEqual(IDLE)
  })
})
