import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { WORKFLOW_FILE } from './harness'
import { REPLY_SKIPPED } from './mailChecks'
import { workflowFacts } from './workflow'

const { workflow, owner } = workflowFacts(JSON.parse(readFileSync(WORKFLOW_FILE, 'utf8')))
const node = (name: string) => {
  const found = workflow.nodes.find((each) => each.name === name)
  if (!found) throw new Error(`no node ${name}`)
  return found
}
const ID = '3f1c2a9e-7b4d-4e8a-9c01-5d6e7f8a9b0c'
const HOUR = 60 * 60 * 1000
const NOW = Date.parse('2026-11-27T15:00:00.000Z')
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Runs a Code node's JavaScript as n8n would, with the parts of its API the nodes use. */
function runCode(
  name: string,
  input: { json: Record<string, unknown> },
  staticData: Record<string, unknown>,
  others: Record<string, Record<string, unknown>> = {},
  now = NOW,
) {
  const code = String(node(name).parameters.jsCode)
  const run = new Function('$input', '$getWorkflowStaticData', '$', '$now', code) as (
    ...args: unknown[]
  ) => { json: Record<string, unknown> }[]
  return run(
    { first: () => input },
    () => staticData,
    (other: string) => ({ first: () => ({ json: others[other] }) }),
    { toMillis: () => now },
  )[0]?.json
}

/** The Crypto node Key the address: its value expression, hashed as its parameters say. */
function keyAddress(input: { json: Record<string, unknown> }) {
  const { value, type, encoding, dataPropertyName } = node('Key the address').parameters
  const expression = /^=\{\{(.*)\}\}$/s.exec(String(value))?.[1]
  if (!expression || type !== 'SHA256' || encoding !== 'hex') throw new Error('not a SHA-256 key')
  const text = new Function('$json', `return (${expression})`)(input.json)
  return { json: { ...input.json, [String(dataPropertyName)]: sha256(text) } }
}

const request = (body: Record<string, string>, id: string | null = ID) =>
  keyAddress({ json: { headers: id ? { 'x-lead-id': id } : {}, body } })

describe('n8n/lead-intake.json', () => {
  it('takes POSTs on its webhook with Header Auth, answering from a node', () => {
    const webhook = node('Lead from the site')
    expect(webhook.parameters).toMatchObject({
      httpMethod: 'POST',
      authentication: 'headerAuth',
      responseMode: 'responseNode',
    })
    expect(Object.keys(webhook.credentials ?? {})).toEqual(['httpHeaderAuth'])
  })

  it('names its credentials and holds none of their data (n8n matches them by name on import)', () => {
    for (const each of workflow.nodes)
      for (const credential of Object.values(each.credentials ?? {}))
        expect(credential).toEqual({ id: null, name: expect.any(String) })
  })

  it('sets the code of every answer (unset, a Respond to Webhook node redirects with 307)', () => {
    const codes = workflow.nodes
      .filter((each) => each.type === 'n8n-nodes-base.respondToWebhook')
      .map((each) => (each.parameters.options as { responseCode?: number }).responseCode)
    expect(codes.sort()).toEqual([200, 200, 200, 503])
  })

  it('answers 503 when a step fails (n8n itself would answer 200 with nothing)', () => {
    const connections = workflow.connections as Record<string, { main: { node: string }[][] }>
    for (const name of [
      'Key the address',
      'Check the lead',
      'Email the owner',
      'Automatic reply (fixed text)',
      'Record the lead',
    ]) {
      expect(node(name)).toMatchObject({ onError: 'continueErrorOutput' })
      expect(connections[name]?.main[1]).toEqual([
        expect.objectContaining({ node: 'Answer 503, not sent' }),
      ])
    }
  })

  it('sends an automatic reply whose subject and text are fixed, to the checked address only', () => {
    const reply = node('Automatic reply (fixed text)')
    for (const field of ['subject', 'text'] as const) {
      expect(String(reply.parameters[field])).not.toMatch(/^=|\{\{/)
      expect(String(reply.parameters[field]).length).toBeGreaterThan(20)
    }
    expect(reply.parameters.toEmail).toBe("={{ $('Check the lead').item.json.replyTo }}")
  })

  it('keys the address before the check, with the Crypto node (a Code node may not hash)', () => {
    expect(node('Key the address')).toMatchObject({
      type: 'n8n-nodes-base.crypto',
      parameters: {
        action: 'hash',
        type: 'SHA256',
        encoding: 'hex',
        dataPropertyName: 'addressKey',
      },
    })
    const connections = workflow.connections as Record<string, { main: { node: string }[][] }>
    expect(connections['Lead from the site']?.main[0]).toEqual([
      expect.objectContaining({ node: 'Key the address' }),
    ])
    expect(connections['Key the address']?.main[0]).toEqual([
      expect.objectContaining({ node: 'Check the lead' }),
    ])
  })

  it('sends the automatic reply only when Check the lead found one due', () => {
    const connections = workflow.connections as Record<string, { main: { node: string }[][] }>
    const into = (target: string) =>
      Object.entries(connections).flatMap(([source, { main }]) =>
        main.flatMap((outputs, output) =>
          outputs.filter((each) => each.node === target).map(() => `${source}#${output}`),
        ),
      )
    expect(into('Automatic reply (fixed text)')).toEqual(['Automatic reply due?#0'])
    expect(into('Automatic reply due?')).toEqual(['Email the owner#0'])
    const gate = node('Automatic reply due?').parameters.conditions as {
      conditions: { leftValue: string; operator: { type: string; operation: string } }[]
      combinator: string
    }
    expect(gate.conditions).toEqual([
      expect.objectContaining({
        leftValue: "={{ $('Check the lead').item.json.autoReply }}",
        operator: expect.objectContaining({ type: 'boolean', operation: 'true' }),
      }),
    ])
  })

  it('answers the site’s daily check with its id, before any email is sent or lead recorded', () => {
    const connections = workflow.connections as Record<string, { main: { node: string }[][] }>
    const to = (source: string, output: number) =>
      connections[source]?.main[output]?.map((each) => each.node)
    expect(to('Check the lead', 0)).toEqual(['The daily check?'])
    expect(to('The daily check?', 0)).toEqual(['Answer 200, the check'])
    expect(to('The daily check?', 1)).toEqual(['New lead?'])
    // Nothing else leads to the check's answer, and nothing leads on from it.
    const into = Object.entries(connections).flatMap(([source, { main }]) =>
      main.flat().some((each) => each.node === 'Answer 200, the check') ? [source] : [],
    )
    expect(into).toEqual(['The daily check?'])
    expect(connections['Answer 200, the check']).toBeUndefined()
    const gate = node('The daily check?').parameters.conditions as {
      conditions: { leftValue: string; operator: { type: string; operation: string } }[]
    }
    expect(gate.conditions).toEqual([
      expect.objectContaining({
        leftValue: '={{ $json.synthetic }}',
        operator: expect.objectContaining({ type: 'boolean', operation: 'true' }),
      }),
    ])
    expect(node('Answer 200, the check').parameters).toMatchObject({
      respondWith: 'json',
      responseBody: '={{ { "ok": true, "id": $json.id, "check": true } }}',
    })
  })

  it('connects only nodes it has', () => {
    const names = new Set(workflow.nodes.map((each) => each.name))
    const text = JSON.stringify(workflow.connections)
    for (const [, target] of text.matchAll(/"node":"([^"]+)"/g))
      expect(names.has(target ?? '')).toBe(true)
    for (const source of Object.keys(workflow.connections)) expect(names.has(source)).toBe(true)
  })
})

describe('the Check the lead code', () => {
  const contact = {
    id: ID,
    form: 'contact',
    via: 'html',
    receivedAt: '2026-11-26T04:00:00.000Z',
    name: 'Ada Visitor',
    email: 'ada@visitor.example',
    message: 'First line\nsecond line',
    page: '/contact-us/',
    utm_source: 'mailer',
  }

  it('writes every field and the source into the owner email, and replies to a contact', () => {
    const out = runCode('Check the lead', request(contact), {})
    expect(out).toMatchObject({
      id: ID,
      repeat: false,
      kind: 'contact',
      owner,
      replyTo: 'ada@visitor.example',
    })
    const text = String(out?.ownerText)
    for (const line of [
      'name: Ada Visitor',
      'email: ada@visitor.example',
      'message:\nFirst line\nsecond line',
    ])
      expect(text).toContain(line)
    expect(text).toMatch(/\nSource\npage: \/contact-us\/\nutm_source: mailer\n/)
    expect(text).toContain(
      // In the owner's zone: 04:00 UTC is the evening before in Raleigh.
      `Lead ${ID}, form contact, received Nov 25, 2026, 11:00 PM EST (2026-11-26T04:00:00.000Z), sent as a plain form post.`,
    )
    expect(out?.ownerSubject).toBe('New message: Ada Visitor')
  })

  it('tells quote requests and subscriptions apart, and says when no source was recorded', () => {
    expect(runCode('Check the lead', request({ ...contact, project: 'deck' }), {})?.kind).toBe(
      'quote',
    )
    const subscription = runCode(
      'Check the lead',
      request({ id: ID, form: 'newsletter', email: 'a@b.example' }),
      {},
    )
    expect(subscription?.kind).toBe('newsletter')
    expect(String(subscription?.ownerText)).toContain('Source\nnone recorded')
  })

  it('keys an address whatever its case or spaces, as SHA-256 of the address it replies to', () => {
    const key = (email: string) => runCode('Check the lead', request({ ...contact, email }), {})
    const plain = key('ada@visitor.example')
    expect(plain?.addressKey).toBe(sha256('ada@visitor.example'))
    expect(key('  Ada@Visitor.EXAMPLE ')).toMatchObject({
      addressKey: plain?.addressKey,
      replyTo: 'Ada@Visitor.EXAMPLE',
    })
    expect(key('bea@visitor.example')?.addressKey).not.toBe(plain?.addressKey)
  })

  it('replies to an address at most once in 24 hours, by its own clock, and tells the owner', () => {
    const key = sha256('ada@visitor.example')
    const at = (repliedAgo: number, body: Record<string, string> = contact) =>
      runCode('Check the lead', request(body), { replies: { [key]: NOW - repliedAgo } })
    expect(runCode('Check the lead', request(contact), {})).toMatchObject({ autoReply: true })
    const skipped = at(23 * HOUR, { ...contact, email: ' ADA@visitor.example' })
    expect(skipped?.autoReply).toBe(false)
    expect(String(skipped?.ownerText)).toSatisfy((text: string) =>
      text.endsWith(`sent as a plain form post.\n\n${REPLY_SKIPPED}`),
    )
    // A time the caller sends counts for nothing.
    expect(at(23 * HOUR, { ...contact, receivedAt: '2026-11-29T15:00:00.000Z' })?.autoReply).toBe(
      false,
    )
    for (const ago of [24 * HOUR, 25 * HOUR]) {
      expect(at(ago)?.autoReply).toBe(true)
      expect(String(at(ago)?.ownerText)).not.toContain(REPLY_SKIPPED)
    }
    expect(at(HOUR, { ...contact, email: 'bea@visitor.example' })?.autoReply).toBe(true)
  })

  it('never replies to a quote, a subscription or an unsafe address, and notes no skip then', () => {
    for (const body of [
      { ...contact, project: 'deck' },
      { id: ID, form: 'newsletter', email: 'ada@visitor.example' },
      { ...contact, email: 'ada@visitor.example,bea@visitor.example' },
    ]) {
      for (const replies of [{}, { [sha256(String(body.email))]: NOW - HOUR }]) {
        const out = runCode('Check the lead', request(body), { replies })
        expect(out?.autoReply).toBe(false)
        expect(String(out?.ownerText)).not.toContain(REPLY_SKIPPED)
      }
    }
  })

  it('refuses a lead whose address was not keyed (Key the address left out)', () => {
    expect(() =>
      runCode('Check the lead', { json: { headers: { 'x-lead-id': ID }, body: contact } }, {}),
    ).toThrow(/not keyed/)
  })

  it('takes a lead for the site’s check only when synthetic is the JSON true, never a field’s text', () => {
    const check = (synthetic: unknown) =>
      runCode('Check the lead', request({ ...contact, synthetic } as Record<string, string>), {})
    expect(check(true)?.synthetic).toBe(true)
    for (const other of ['true', 'yes', 1, undefined]) expect(check(other)?.synthetic).toBe(false)
  })

  it('marks a lead it recorded before as a repeat', () => {
    expect(
      runCode('Check the lead', request(contact), { leadIds: { [ID]: Date.now() } })?.repeat,
    ).toBe(true)
  })

  it('refuses a post without a lead id', () => {
    expect(() => runCode('Check the lead', request(contact, null), {})).toThrow(/X-Lead-Id/)
    expect(() => runCode('Check the lead', request(contact, 'not an id'), {})).toThrow(/X-Lead-Id/)
  })

  it('replies to no address that could name a second recipient or carry a header', () => {
    for (const email of [
      'a@b.example,c@d.example',
      'a@b.example\nBcc: c@d.example',
      '"a"@b.example',
      'a@b',
    ])
      expect(runCode('Check the lead', request({ ...contact, email }), {})?.replyTo).toBe('')
  })

  it('keeps a subject on one line', () => {
    const out = runCode(
      'Check the lead',
      request({ ...contact, name: 'Ada\r\nBcc: x@y.example' }),
      {},
    )
    expect(out?.ownerSubject).toBe('New message: Ada Bcc: x@y.example')
  })
})

describe('the Record the lead code', () => {
  const key = sha256('ada@visitor.example')
  const record = (data: Record<string, unknown>, autoReply: boolean) =>
    runCode('Record the lead', { json: {} }, data, {
      'Check the lead': { id: ID, autoReply, addressKey: key },
    })

  it('records the id and forgets ids older than 30 days', () => {
    const data: Record<string, unknown> = {
      leadIds: { old: NOW - 31 * 24 * HOUR, recent: NOW - 24 * HOUR },
    }
    record(data, false)
    expect(data.leadIds).toEqual({ [ID]: NOW, recent: NOW - 24 * HOUR })
  })

  it('records the address of the reply it sent, and forgets replies 24 hours old', () => {
    const data: Record<string, unknown> = {
      replies: { old: NOW - 24 * HOUR, recent: NOW - 23 * HOUR },
    }
    expect(record(data, true)).toMatchObject({ replied: true })
    expect(data.replies).toEqual({ [key]: NOW, recent: NOW - 23 * HOUR })
  })

  it('records no address when no reply was due', () => {
    const data: Record<string, unknown> = { replies: { [key]: NOW - 25 * HOUR } }
    expect(record(data, false)).toMatchObject({ replied: false })
    expect(data.replies).toEqual({})
  })
})
