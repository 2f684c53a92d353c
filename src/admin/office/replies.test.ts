import { describe, expect, it } from 'vitest'
import { DEFAULT_REPLIES, fillReply, replyMailto, replySms } from './replies'
import { testLead } from './testLead'

const lead = testLead('2026-11-20T15:00:00Z', {
  fields: {
    name: 'Maria Alvarez',
    email: 'maria@example.com',
    phone: '(919) 555-0142',
    subject: 'patios-decks',
    area: 'cary',
  },
})

describe('a reply in a tap', () => {
  it('fills a template with the lead’s first name, project and city', () => {
    const template = {
      label: 'x',
      subject: 'Your {project}',
      body: 'Hi {first name}, {city}?',
      order: 0,
    }
    expect(fillReply(template, lead)).toEqual({
      subject: 'Your patios & decks',
      body: 'Hi Maria, Cary?',
    })
  })

  it('reads well when the lead left no name, project or city', () => {
    const bare = testLead('2026-11-20T15:00:00Z', {
      fields: { name: '', subject: 'general-inquiry' },
    })
    const [thanks] = DEFAULT_REPLIES
    if (!thanks) throw new Error('no default reply')
    expect(fillReply(thanks, bare).body).toMatch(
      /^Hi there,\n\nThanks for reaching out about your project in your area\./,
    )
    expect(fillReply({ ...thanks, subject: 'About your {project}' }, bare).subject).toBe(
      'About your project',
    )
  })

  it('makes an email link with the subject and words, escaped', () => {
    const href = replyMailto('a&b?x@example.com', {
      subject: 'Patio & deck',
      body: 'Line 1\nLine 2',
    })
    expect(href).toBe(
      'mailto:a%26b%3Fx@example.com?subject=Patio%20%26%20deck&body=Line%201%0D%0ALine%202',
    )
    const url = new URL(href)
    expect(url.searchParams.get('subject')).toBe('Patio & deck')
    expect(url.searchParams.get('body')).toBe('Line 1\r\nLine 2')
  })

  it('makes a text link to the number as typed, digits only, with the words', () => {
    expect(replySms('+1 (919) 555-0142', 'Hi & bye')).toBe('sms:+19195550142?&body=Hi%20%26%20bye')
  })
})
