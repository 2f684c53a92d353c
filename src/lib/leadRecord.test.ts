import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LEAD_VISITOR_FIELDS } from '../admin/office/leadFields'
import {
  LEAD_NOTE_MAX,
  LEAD_SOURCE_FIELDS,
  LEAD_STATUSES,
  LEAD_VALUE_MAX,
  OWNER_LEAD_FIELDS,
} from './leadRecord'
import { SOURCE_FIELDS, WEBHOOK_FIELDS } from './submissions'

/**
 * firestore.rules repeats the owner's part of a lead (its `leads` match): these checks fail when
 * leadRecord.ts changes without it. What the rules do with the values is tested against the
 * emulator (scripts/firestore/rules.firestore-test.ts, each bound one past its limit).
 */
const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8').replace(
  /\s+/g,
  ' ',
)
const quoted = (names: readonly string[]) => `[${names.map((n) => `'${n}'`).join(', ')}]`

describe('firestore.rules repeats src/lib/leadRecord.ts', () => {
  it('lets the owner change only OWNER_LEAD_FIELDS, to the statuses listed', () => {
    expect(rules).toContain(`.hasOnly(${quoted(OWNER_LEAD_FIELDS)})`)
    expect(rules).toContain(`lead.status in ${quoted(LEAD_STATUSES)}`)
  })

  it('has the value and note bounds', () => {
    expect(rules).toContain(
      `lead.value is int && lead.value >= 0 && lead.value <= ${LEAD_VALUE_MAX}`,
    )
    expect(rules).toContain(`lead.get('note', '').size() <= ${LEAD_NOTE_MAX}`)
  })

  it('lets no client create a lead', () => {
    const match = rules.match(/match \/leads\/\{leadId\} \{([^}]*)\}/)?.[1] ?? ''
    expect(match).toContain('allow get, list: if isOwner();')
    expect(match).not.toMatch(/create|write/)
  })
})

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
