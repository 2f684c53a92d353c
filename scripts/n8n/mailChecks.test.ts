import { describe, expect, it } from 'vitest'
import type { Lead } from '../../server/leads/types'
import { autoReplyProblems, ownerMailProblems, REPLY_SKIPPED } from './mailChecks'
import type { SunkMail } from './smtpSink'

const lead: Lead = {
  id: '3f1c2a9e-7b4d-4e8a-9c01-5d6e7f8a9b0c',
  form: 'contact',
  via: 'app',
  receivedAt: '2026-11-26T04:00:00.000Z',
  fields: {
    name: 'Mallory Relay',
    email: 'm@visitor.example',
    message: 'Buy https://spam.example now',
  },
  status: 'new',
  delivery: {
    state: 'pending',
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
    deliveredAt: null,
  },
  dedupeKey: 'k',
}
const mail = (over: Partial<SunkMail>): SunkMail => ({
  envelopeTo: [],
  from: [],
  to: [],
  replyTo: [],
  subject: '',
  text: '',
  ...over,
})
const owner = 'owner@site.example'
const ownerText = `name: Mallory Relay\nemail: m@visitor.example\nmessage: Buy https://spam.example now\n\nSource\nnone\n\nLead ${lead.id}, form contact, received Nov 25, 2026, 11:00 PM EST (2026-11-26T04:00:00.000Z), sent by the app.`

describe('ownerMailProblems', () => {
  it('accepts the owner email with every field', () => {
    expect(
      ownerMailProblems(
        mail({ envelopeTo: [owner], replyTo: ['m@visitor.example'], text: ownerText }),
        lead,
        owner,
      ),
    ).toEqual([])
  })

  it('finds a missing field, another recipient and a missing id', () => {
    const problems = ownerMailProblems(
      mail({
        envelopeTo: [owner, 'x@y.example'],
        replyTo: ['m@visitor.example'],
        text: 'name: Mallory Relay\n\nSource\n',
      }),
      lead,
      owner,
    )
    expect(problems).toEqual([
      `went to ${owner}, x@y.example, not only ${owner}`,
      'the lead id is missing',
      'field email is missing or changed',
      'field message is missing or changed',
      'the time received is not said in US Eastern beside 2026-11-26T04:00:00.000Z',
    ])
  })

  it('finds a note of a skipped reply where none was skipped, and none where one was', () => {
    const sent = mail({ envelopeTo: [owner], replyTo: ['m@visitor.example'], text: ownerText })
    const skipped = { ...sent, text: `${ownerText}\n\n${REPLY_SKIPPED}\n` }
    expect(ownerMailProblems(skipped, lead, owner, { replySkipped: true })).toEqual([])
    expect(ownerMailProblems(skipped, lead, owner)).toEqual(['it says no reply was sent'])
    expect(ownerMailProblems(sent, lead, owner, { replySkipped: true })).toEqual([
      'it does not say no reply was sent',
    ])
  })
})

describe('autoReplyProblems', () => {
  it('accepts a fixed text to the visitor only', () => {
    expect(
      autoReplyProblems(
        mail({ envelopeTo: ['m@visitor.example'], subject: 'Thanks', text: 'We will answer.' }),
        lead,
      ),
    ).toEqual([])
  })

  it('finds an echo of the name or of part of the message, and a second recipient', () => {
    expect(
      autoReplyProblems(
        mail({
          envelopeTo: ['m@visitor.example', 'x@y.example'],
          subject: 'Thanks Mallory Relay',
          text: 'see https://spam.example',
        }),
        lead,
      ),
    ).toEqual([
      'went to m@visitor.example, x@y.example, not only m@visitor.example',
      `it echoes the visitor's name ("mallory relay")`,
      `it echoes the visitor's message ("https://spam.example")`,
    ])
  })
})
