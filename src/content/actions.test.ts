import { describe, expect, it } from 'vitest'

/**
 * Every button label in the content either says where it goes or carries a `hint` that does.
 * These are the phrases Lighthouse's "descriptive link text" audit rejects on their own.
 */
const NON_DESCRIPTIVE = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
])

const modules = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], { eager: true })

function collectActions(
  value: unknown,
  found: Record<string, unknown>[] = [],
  seen = new Set<unknown>(),
) {
  if (!value || typeof value !== 'object' || seen.has(value)) return found
  seen.add(value)
  const record = value as Record<string, unknown>
  if (typeof record.label === 'string' && ('href' in record || 'scrollTo' in record))
    found.push(record)
  for (const child of Object.values(record)) collectActions(child, found, seen)
  return found
}

describe('content actions', () => {
  const actions = Object.values(modules).flatMap((mod) => collectActions(mod))

  it('finds the actions of the content modules', () => {
    expect(actions.length).toBeGreaterThan(40)
  })

  it('never leaves a non-descriptive label without a hint', () => {
    const bare = actions.filter(
      (a) =>
        NON_DESCRIPTIVE.has(String(a.label).trim().toLowerCase()) && typeof a.hint !== 'string',
    )
    expect(bare).toEqual([])
  })

  it('writes internal links to their final URL (trailing slash, no redirect)', () => {
    const hrefs = actions.map((a) => a.href).filter((h): h is string => typeof h === 'string')
    for (const href of hrefs) {
      const path = href.split(/[?#]/)[0] ?? ''
      expect(path.endsWith('/'), href).toBe(true)
      expect(['/about/', '/contact/', '/projects/'], href).not.toContain(path)
    }
  })
})
