import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { WORKFLOW_FILE } from './harness'
import { workflowFacts } from './workflow'

const { workflow, owner } = workflowFacts(JSON.parse(readFileSync(WORKFLOW_FILE, 'utf8')))
const node = (name: string) => {
  const found = workflow.nodes.find((each) => each.name === name)
  if (!found) throw new Error(`no node ${name}`)
  return found
}
const ID = '3f1c2a9e-7b4d-4e8a-9c01-5d6e7f8a9b0c'

/** Runs a Code node's JavaScript as n8n would, with the parts of its API the nodes use. */
function runCode(
  name: string,
  input: { json: Record<string, unknown> },
  staticData: Record<string, unknown>,
  others: Record<string, Record<string, unknown>> = {},
) {
  const code = String(node(name).parameters.jsCode)
  const run = new Function('$input', '$getWorkflowStaticData', '$', code) as (
    ...args: unknown[]
  ) => { json: Record<string, unknown> }[]
  return run(
    { first: () => input },
    () => staticData,
    (other: string) => ({ first: () => ({ json: others[other] }) }),
  )[0]?.json
}

const request = (body: Record<string, string>, id: string | null = ID) => ({
  json: { headers: id ? { 'x-lead-id': id } : {}, body },
})

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
    expect(codes.sort()).toEqual([200, 200, 503])
  })

  it('answers 503 when a step fails (n8n itself would answer 200 with nothing)', () => {
    const connections = workflow.connections as Record<string, { main: { node: string }[][] }>
    for (const name of [
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
  it('records the id and forgets ids older than 30 days', () => {
    const old = Date.now() - 31 * 24 * 60 * 60 * 1000
    const recent = Date.now() - 24 * 60 * 60 * 1000
    const data: Record<string, unknown> = { leadIds: { old: old, recent: recent } }
    runCode('Record the lead', { json: {} }, data, { 'Check the lead': { id: ID } })
    expect(Object.keys(data.leadIds as object).sort()).toEqual([ID, 'recent'].sort())
  })
})
