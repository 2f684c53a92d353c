import { describe, expect, it } from 'vitest'
import { LEAD_VISITOR_FIELDS } from '../admin/office/leadFields'
import { LEAD_SOURCE_FIELDS } from './leadRecord'
import { SOURCE_FIELDS, WEBHOOK_FIELDS } from './submissions'

describe('the lead record’s field names', () => {
  it('are the forms’ own (written out so the desk does not import the forms’ module)', () => {
    expect([...LEAD_SOURCE_FIELDS]).toEqual(Object.keys(SOURCE_FIELDS))
    const sent = new Set([
      ...Object.keys(WEBHOOK_FIELDS.contact),
      ...Object.keys(WEBHOOK_FIELDS.newsletter),
    ])
    for (const f of LEAD_SOURCE_FIELDS) sent.delete(f)
    expect([...LEAD_VISITOR_FIELDS].sort()).toEqual([...sent].sort())
  })
})
