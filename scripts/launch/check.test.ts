import { describe, expect, it } from 'vitest'
import { checkConfiguration, exitCode, formatReport } from './check'

const READY = {
  VITE_SITE_URL: 'https://www.oakandemberoutdoor.com',
  VITE_NEWSLETTER_WEBHOOK_URL: 'https://automation.oakandemberoutdoor.com/webhook/newsletter-7f3a',
  VITE_CONTACT_WEBHOOK_URL: 'https://automation.oakandemberoutdoor.com/webhook/contact-91bc',
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

  it('reports each kind of bad webhook setting on its own line', () => {
    const setting = 'VITE_CONTACT_WEBHOOK_URL'
    const cases: [value: string | undefined, expected: RegExp[]][] = [
      [undefined, [/is unset/]],
      ['http://localhost:4173/webhook/contact', [/points at localhost/, /is not https/]],
      ['https://n8n.oakandemberoutdoor.com/webhook-test/contact-91bc', [/webhook-test/]],
      ['http://n8n.oakandemberoutdoor.com/webhook/contact-91bc', [/is not https/]],
    ]
    for (const [value, expected] of cases) {
      const found = messages({ ...READY, [setting]: value }).filter((m) => m.startsWith(setting))
      expect(found, String(value)).toHaveLength(expected.length)
      expected.forEach((pattern, i) => expect(found[i]).toMatch(pattern))
    }
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
