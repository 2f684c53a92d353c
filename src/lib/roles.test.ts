import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { grantedRole, isOwner, isStaff } from './roles'

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')

/** A rules file's `function name() { … }`, white space folded. */
function helper(rules: string, name: string): string {
  const found = rules.match(new RegExp(`function ${name}\\(\\) \\{[^}]*\\}`))
  if (!found) throw new Error(`no ${name}() in the rules`)
  return found[0].replace(/\s+/g, ' ')
}

describe('the role helpers', () => {
  it('count a claim only on a verified address', () => {
    expect(isStaff({ editor: true, email_verified: true })).toBe(true)
    expect(isStaff({ owner: true, email_verified: true })).toBe(true)
    expect(isStaff({ editor: true, email_verified: false })).toBe(false)
    expect(isStaff({ editor: true })).toBe(false)
    expect(isOwner({ owner: true, email_verified: true })).toBe(true)
    expect(isOwner({ editor: true, email_verified: true })).toBe(false)
    expect(isOwner({ owner: true, email_verified: false })).toBe(false)
  })

  it('want the boolean true, not a look-alike', () => {
    expect(isStaff({ editor: 'true', email_verified: true })).toBe(false)
    expect(isStaff({ editor: true, email_verified: 'true' })).toBe(false)
    expect(isOwner({ owner: 1, email_verified: true })).toBe(false)
  })

  it('name the granted role, owner first', () => {
    expect(grantedRole({ owner: true, editor: true })).toBe('owner')
    expect(grantedRole({ editor: true })).toBe('editor')
    expect(grantedRole({ email_verified: true })).toBeNull()
  })

  it('are written in firestore.rules on a verified address', () => {
    const firestore = read('firestore.rules')
    for (const name of ['isStaff', 'isOwner'])
      expect(helper(firestore, name)).toContain(
        "request.auth.token.get('email_verified', false) == true",
      )
    // No rule grants anything on the old, unverified claim check.
    expect(firestore).not.toMatch(/isEditor|token\.editor\b/)
  })

  it('grant nothing in storage.rules: every photo goes through the server (docs/decisions/0019)', () => {
    const code = read('storage.rules').replace(/\/\/.*$/gm, '')
    expect([...code.matchAll(/allow [^;]*;/g)].map((m) => m[0])).toEqual([
      'allow read, write: if false;',
    ])
  })
})
