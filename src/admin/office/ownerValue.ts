import { LEAD_VALUE_MAX } from '../../lib/leadRecord'

/** The job's value as typed ("12,500", "$12500") in whole dollars, or why it is not one. */
export function parseValue(text: string): { value: number | null } | { error: string } {
  const plain = text.replace(/[$,\s]/g, '')
  if (!plain) return { value: null }
  if (!/^\d+$/.test(plain)) return { error: 'Whole dollars, digits only (like 12500).' }
  const value = Number(plain)
  if (value > LEAD_VALUE_MAX)
    return { error: `At most $${LEAD_VALUE_MAX.toLocaleString('en-US')}.` }
  return { value }
}
