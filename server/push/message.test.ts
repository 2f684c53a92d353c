import { describe, expect, it } from 'vitest'
import { LEADS_PATH, leadPath } from '../../src/admin/paths'
import { ALERTS_ON, leadAlert, OFFICE_LEADS_PATH, officeLeadPath } from './message'

const contact = (fields: Record<string, string>) => ({
  id: 'lead-1',
  form: 'contact' as const,
  fields,
})

describe('what a lock screen shows of a lead', () => {
  it('a quote request: its project and town in the forms’ words, and the link to it', () => {
    expect(
      leadAlert(
        contact({ project: 'patio', area: 'chapel-hill', subject: 'project-consultation' }),
      ),
    ).toEqual({
      title: 'New quote request',
      body: 'Patio · Chapel Hill',
      url: '/admin/leads/lead-1/',
      tag: 'lead-lead-1',
    })
    expect(leadAlert(contact({ estimate_project: 'kitchen' }))?.body).toBe('Outdoor kitchen')
  })

  it('a message: its topic, and the town when a service-area page sent it', () => {
    expect(leadAlert(contact({ subject: 'outdoor-kitchens', area: 'cary' }))).toMatchObject({
      title: 'New message: Outdoor Kitchens',
      body: 'Cary',
    })
    expect(leadAlert(contact({}))).toMatchObject({
      title: 'New message',
      body: 'No project or town given',
    })
    // An id no list knows is not written out.
    expect(leadAlert(contact({ area: 'atlantis' }))?.body).toBe('No project or town given')
  })

  it('never the visitor’s name, email, phone, message or details', () => {
    const fields = {
      name: 'Maria Alvarez',
      email: 'maria@example.com',
      phone: '919-555-0142',
      message: 'Call me after five',
      details: 'Backyard slope',
      budget: '25k-50k',
      project: 'deck',
      area: 'apex',
      page: '/quote/',
      utm_source: 'nextdoor',
    }
    const shown = JSON.stringify(leadAlert(contact(fields)))
    for (const value of Object.values(fields).filter((v) => !['deck', 'apex'].includes(v)))
      expect(shown).not.toContain(value)
  })

  it('nothing for a newsletter sign-up', () => {
    expect(
      leadAlert({ id: 'n', form: 'newsletter', fields: { email: 'a@example.com' } }),
    ).toBeNull()
  })

  it('opens the office’s own addresses', () => {
    expect(officeLeadPath('abc_DEF-1')).toBe(leadPath('abc_DEF-1'))
    expect(OFFICE_LEADS_PATH).toBe(LEADS_PATH)
    expect(ALERTS_ON.url).toBe(LEADS_PATH)
  })
})
