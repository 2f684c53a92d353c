import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LEAD_VISITOR_FIELDS } from '../admin/office/leadFields'
import { ACTIVITY_KINDS } from './leadActivity'
import {
  LEAD_NOTE_MAX,
  LEAD_REASON_MAX,
  LEAD_SOURCE_FIELDS,
  LEAD_STATUSES,
  LEAD_VALUE_MAX,
  OWNER_LEAD_FIELDS,
} from './leadRecord'
import { REPLY_BODY_MAX, REPLY_LABEL_MAX, REPLY_SUBJECT_MAX } from './replyTemplate'
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

  it('has the amount and reason bounds, for the lead and its status entries', () => {
    expect(rules).toContain(
      `amount == null || (amount is int && amount >= 0 && amount <= ${LEAD_VALUE_MAX})`,
    )
    expect(rules).toContain("moneyOk(lead.get('value', null))")
    expect(rules).toContain("moneyOk(lead.get('quotedAmount', null))")
    expect(rules).toContain(`textOk(lead.lostReason, ${LEAD_REASON_MAX})`)
    expect(rules).toContain(`textOk(e.reason, ${LEAD_REASON_MAX})`)
  })

  it('has the activity entries’ kinds and the note’s bound', () => {
    expect(rules).toContain(`filledOk(e.text, ${LEAD_NOTE_MAX})`)
    const activityOk = rules.slice(
      rules.indexOf('function activityOk'),
      rules.indexOf('match /leads/{leadId}/activity'),
    )
    const kinds = [...activityOk.matchAll(/e\.kind == '(\w+)'|e\.kind in \[([^\]]*)\]/g)].flatMap(
      (m) => (m[1] ? [m[1]] : (m[2] ?? '').split(', ').map((k) => k.replace(/'/g, ''))),
    )
    expect(kinds.sort()).toEqual([...ACTIVITY_KINDS].sort())
  })

  it('has the reply templates’ bounds', () => {
    expect(rules).toContain(`filledOk(request.resource.data.label, ${REPLY_LABEL_MAX})`)
    expect(rules).toContain(`textOk(request.resource.data.subject, ${REPLY_SUBJECT_MAX})`)
    expect(rules).toContain(`filledOk(request.resource.data.body, ${REPLY_BODY_MAX})`)
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
