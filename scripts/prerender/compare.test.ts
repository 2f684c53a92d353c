import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  buildId,
  compareBuilds,
  findLeaks,
  formActionProblems,
  headerFormActionProblems,
  PROBES,
} from './compare'

const made: string[] = []
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'compare-'))
  made.push(dir)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('compareBuilds', () => {
  it('finds two builds with the same files and bytes the same', () => {
    const files = { 'index.html': '<p>home</p>', 'faq/index.html': '<p>faq</p>' }
    expect(compareBuilds(build(files), build(files))).toEqual([])
  })

  it('names a file whose bytes differ, and a file only one build has', () => {
    const a = build({ 'index.html': '<p>one</p>', 'faq/index.html': 'same' })
    const b = build({ 'index.html': '<p>one </p>', 'faq/index.html': 'same', 'x.txt': '' })
    expect(compareBuilds(a, b)).toEqual(['index.html: contents differ', `x.txt: only in ${b}`])
  })
})

describe('buildId', () => {
  it('reads the id from the loader-data manifest, and wants exactly one', () => {
    expect(buildId(build({ 'static-loader-data-manifest-ab12cd34ef.json': '{}' }))).toBe(
      'ab12cd34ef',
    )
    expect(() => buildId(build({ 'index.html': '' }))).toThrow(/found 0/)
  })
})

describe('findLeaks', () => {
  const probes = { SECRET: 'probe-secret-1', URL: 'https://probe.example/webhook/x' }

  it('finds nothing in an output free of the probes', () => {
    expect(findLeaks(build({ 'index.html': '<p>clean</p>', 'a.js': 'x' }), probes)).toEqual([])
  })

  it("names each file and value, a URL's host alone too, and reads binary files", () => {
    const out = build({
      'assets/a.js': 'const e={VITE_X:"probe-secret-1"}',
      'index.html': '<meta content="connect-src https://probe.example">',
      'b.js': 'fetch("https:\\/\\/probe.example\\/webhook\\/x")',
    })
    writeFileSync(
      join(out, 'img.png'),
      Buffer.concat([Buffer.from([0, 255]), Buffer.from('probe-secret-1')]),
    )
    expect(findLeaks(out, probes)).toEqual([
      'assets/a.js: SECRET=probe-secret-1',
      'b.js: probe.example (the host of URL)',
      'img.png: SECRET=probe-secret-1',
      'index.html: probe.example (the host of URL)',
    ])
  })

  it('names a host once for the probes that share it, and not beside a whole value', () => {
    const shared = { A: 'https://h.example/a', B: 'https://h.example/b' }
    const out = build({ 'x.html': 'https://h.example', 'y.js': '"https://h.example/a"' })
    expect(findLeaks(out, shared)).toEqual([
      'x.html: h.example (the host of A, B)',
      'y.js: A=https://h.example/a',
    ])
  })

  it('probes the lead-forwarding settings, the old webhook settings and an unread VITE_ variable', () => {
    expect(Object.keys(PROBES)).toEqual([
      'LEAD_FORWARD_URL',
      'LEAD_FORWARD_SECRET',
      'VITE_NEWSLETTER_WEBHOOK_URL',
      'VITE_CONTACT_WEBHOOK_URL',
      'VITE_PROBE_SECRET',
    ])
  })
})

describe('form-action checks', () => {
  const page = (policy: string) =>
    `<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"><title>x</title></head></html>`

  it("accepts pages whose one policy says form-action 'self' alone", () => {
    const out = build({
      'index.html': page("default-src 'self'; form-action 'self'; worker-src 'none'"),
      'faq/index.html': page("form-action 'self'"),
      'assets/a.js': 'not a page',
    })
    expect(formActionProblems(out)).toEqual([])
  })

  it('names a page that allows another destination, has no form-action, or no single policy', () => {
    const out = build({
      'a/index.html': page("default-src 'self'; form-action 'self' https://n8n.example.org"),
      'b/index.html': page("default-src 'self'"),
      'c/index.html': '<html><head></head></html>',
    })
    expect(formActionProblems(out)).toEqual([
      "a/index.html: form-action 'self' https://n8n.example.org",
      'b/index.html: form-action missing',
      'c/index.html: 0 Content-Security-Policy metas, expected 1',
    ])
  })

  it("checks firebase.json's policy headers that carry a form-action", () => {
    const headers = (value: string) => ({
      hosting: {
        headers: [{ source: '/admin/**', headers: [{ key: 'Content-Security-Policy', value }] }],
      },
    })
    expect(headerFormActionProblems(headers("frame-ancestors 'none'"))).toEqual([])
    expect(headerFormActionProblems(headers("form-action 'self'"))).toEqual([])
    expect(headerFormActionProblems(headers("form-action 'self' https://x.example"))).toEqual([
      "firebase.json /admin/**: form-action 'self' https://x.example",
    ])
  })
})
