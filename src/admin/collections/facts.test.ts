import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { businessSchema } from '../../content/schema/business'
import { exampleBusiness } from '../../content/schema/examples'
import { factsDocument, factsProblems, factsValues, telFor } from './facts'

describe('the business facts form', () => {
  it('round-trips a stored document', () => {
    const doc = factsDocument(factsValues(exampleBusiness))
    expect(doc).toEqual(exampleBusiness)
    expect(businessSchema.safeParse(doc).success).toBe(true)
    expect(factsProblems(factsValues(exampleBusiness))).toEqual({})
  })

  it('opens today’s facts (the committed snapshot) unchanged and with nothing to correct', () => {
    const path = new URL('../../../snapshots/settings-business.json', import.meta.url)
    const today = businessSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
    expect(factsDocument(factsValues(today))).toEqual(today)
    expect(factsProblems(factsValues(today))).toEqual({})
  })

  it('finds the E.164 number a shown number dials', () => {
    expect(telFor('(919) 555-0142')).toBe('+19195550142')
    expect(telFor('+44 20 7946 0958')).toBe('+442079460958')
    expect(telFor('555-0142')).toBe('+5550142')
    expect(telFor('call us')).toBeNull()
  })

  it('refuses a phone link that is not E.164, or dials another number than the one shown', () => {
    const values = factsValues(exampleBusiness)
    expect(factsProblems({ ...values, phoneTel: '919-555-0142' })['phone.tel']).toMatch(/E\.164/)
    expect(factsProblems({ ...values, phoneTel: '+19195550199' })['phone.tel']).toMatch(
      /not the number shown/,
    )
  })

  it('refuses hours that close before they open, a day in two rows, a row without days', () => {
    const values = factsValues(exampleBusiness)
    const [weekdays, sunday] = values.hours
    if (!weekdays || !sunday) throw new Error('fixture')
    const late = { ...values, hours: [{ ...weekdays, opens: '18:00', closes: '08:00' }, sunday] }
    expect(factsProblems(late)['hours.0.closes']).toBe('Closing time must be after opening time.')
    const twice = { ...values, hours: [weekdays, { ...sunday, days: ['Friday' as const] }] }
    expect(factsProblems(twice)['hours.1.days']).toBe('Friday is already in row 1.')
    const none = { ...values, hours: [{ ...weekdays, days: [] }] }
    expect(factsProblems(none)['hours.0.days']).toBe('Choose at least one day.')
    const open = { ...values, hours: [{ ...sunday, closed: false }] }
    expect(factsProblems(open)['hours.0.opens']).toBe('When does it open?')
  })

  it('names the field of a schema problem', () => {
    const values = {
      ...factsValues(exampleBusiness),
      email: 'hello@',
      googleReviewUrl: 'http://x.example',
    }
    const problems = factsProblems(values)
    expect(Object.keys(problems)).toEqual(expect.arrayContaining(['email', 'googleReviewUrl']))
  })
})
