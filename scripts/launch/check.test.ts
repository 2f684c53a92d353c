import { describe, expect, it } from 'vitest'
import { checkConfiguration, exitCode, formatReport, serverSettings } from './check'

const READY = {
  VITE_SITE_URL: 'https://www.oakandemberoutdoor.com',
  LEAD_FORWARD_URL: 'https://automation.oakandemberoutdoor.com/webhook/leads-7f3a',
  LEAD_FORWARD_SECRET: '3f9c1e7a5b2d8f4061c9e3a7b5d1f8e2',
  VITE_FIREBASE_API_KEY: 'test-key',
  VITE_FIREBASE_PROJECT_ID: 'oak-ember-prod',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC123',
}

const messages = (env: Record<string, string | undefined>) =>
  checkConfiguration(env).map((f) => f.message)

describe('checkConfiguration', () => {
  it('finds nothing wrong with complete production settings', () => {
    expect(checkConfiguration(READY)).toEqual([])
  })

  it('reports each kind of bad forwarding URL on its own line', () => {
    const setting = 'LEAD_FORWARD_URL'
    const cases: [value: string | undefined, expected: RegExp[]][] = [
      [undefined, [/is unset/]],
      ['  ', [/is unset/]],
      ['http://localhost:5678/webhook/leads', [/points at localhost/, /is not https/]],
      ['https://127.0.0.1/webhook/leads', [/points at 127\.0\.0\.1/]],
      ['https://n8n.oakandemberoutdoor.com/webhook-test/leads-7f3a', [/webhook-test/]],
      ['http://n8n.oakandemberoutdoor.com/webhook/leads-7f3a', [/is not https/]],
      ['not a url', [/is not a valid URL$/]],
    ]
    for (const [value, expected] of cases) {
      const found = messages({ ...READY, [setting]: value }).filter((m) => m.startsWith(setting))
      expect(found, String(value)).toHaveLength(expected.length)
      for (const [i, pattern] of expected.entries()) expect(found[i]).toMatch(pattern)
    }
  })

  it('wants a forwarding secret of at least 32 characters, and never prints it', () => {
    const setting = 'LEAD_FORWARD_SECRET'
    const cases: [value: string | undefined, expected: RegExp[]][] = [
      [undefined, [/LEAD_FORWARD_SECRET is unset/]],
      [' ', [/LEAD_FORWARD_SECRET is unset/]],
      ['short-secret', [/LEAD_FORWARD_SECRET has 12 characters: .*at least 32/]],
      ['x'.repeat(31), [/has 31 characters/]],
      ['x'.repeat(32), []],
    ]
    for (const [value, expected] of cases) {
      const found = messages({ ...READY, [setting]: value }).filter((m) => m.startsWith(setting))
      expect(found, String(value)).toHaveLength(expected.length)
      for (const [i, pattern] of expected.entries()) expect(found[i]).toMatch(pattern)
      if (value?.trim()) for (const message of found) expect(message).not.toContain(value)
    }
  })

  it('never prints the forwarding URL, which is a server-side setting', () => {
    const value = 'http://localhost/webhook-test/secret-path-91bc'
    const found = messages({ ...READY, LEAD_FORWARD_URL: value })
    expect(found).toHaveLength(3)
    for (const message of found) expect(message).not.toContain('secret-path-91bc')
  })

  it('takes the server settings, and only those, from an environment', () => {
    expect(
      serverSettings({ LEAD_FORWARD_URL: 'u', LEAD_FORWARD_SECRET: 's', VITE_SITE_URL: 'x' }),
    ).toEqual({ LEAD_FORWARD_URL: 'u', LEAD_FORWARD_SECRET: 's' })
  })

  it('flags the placeholder site URL, missing Firebase settings and analytics', () => {
    const found = messages({
      ...READY,
      VITE_SITE_URL: 'https://oakandember.example',
      VITE_FIREBASE_APP_ID: '',
      VITE_FIREBASE_MEASUREMENT_ID: undefined,
    })
    expect(found).toEqual([
      expect.stringMatching(/VITE_SITE_URL is still the placeholder oakandember\.example/),
      expect.stringMatching(/Firebase settings missing \(VITE_FIREBASE_APP_ID\)/),
      expect.stringMatching(/VITE_FIREBASE_MEASUREMENT_ID is unset/),
    ])
  })
})

describe('exit code and report', () => {
  const samples = [
    { module: 'src/content/team.ts', samples: [{ name: 'Team member A', why: 'Invented' }] },
  ]

  it('fails on configuration, warns on samples unless strict', () => {
    expect(exitCode({ configuration: [{ message: 'x' }], content: [] }, false)).toBe(1)
    expect(exitCode({ configuration: [], content: samples }, false)).toBe(0)
    expect(exitCode({ configuration: [], content: samples }, true)).toBe(1)
  })

  it('groups and counts what it reports', () => {
    const text = formatReport(
      { configuration: [{ message: 'A is unset' }], content: samples },
      false,
    )
    expect(text).toContain('Configuration: 1 problem')
    expect(text).toContain('✗ A is unset')
    expect(text).toContain('Content: 1 sample entry (warnings)')
    expect(text).toContain('src/content/team.ts (1)')
    expect(text).toContain('! Team member A: Invented')
  })
})
