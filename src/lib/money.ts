// Money as a person types it ("12,500", "$10", " $ 12,500.00", "9.50"), for the desk's prices and
// the office's lead values alike.
export interface MoneyRules {
  /** Cents allowed (a price per square foot); else whole dollars. */
  cents?: boolean
  max: number
}

export type Money = { value: number | null } | { error: string }

export const dollarsText = (n: number) =>
  `$${n.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(n) ? 0 : 2 })}`

/** The amount in dollars (9.5 for "$9.50"), null when nothing is typed, or what is wrong. */
export function parseMoney(text: string, { cents = false, max }: MoneyRules): Money {
  const plain = text.trim().replace(/^\$\s*/, '')
  if (!plain) return { value: null }
  const example = cents ? 'like 9.50 or $9.50' : 'like 12,500 or $12,500'
  if (/^-/.test(plain)) return { error: 'An amount cannot be below zero.' }
  const match = /^(\d[\d,]*)(?:\.(\d*))?$/.exec(plain)
  if (!match) return { error: `“${text.trim()}” is not an amount: type digits, ${example}.` }
  const [, whole = '', fraction = ''] = match
  if (whole.includes(',') && !/^\d{1,3}(,\d{3})+$/.test(whole))
    return { error: 'Commas go between groups of three digits, like 12,500.' }
  if (fraction.length > 2) return { error: 'At most two digits after the point, for the cents.' }
  if (!cents && /[1-9]/.test(fraction))
    return { error: `Whole dollars here, without cents: ${example}.` }
  const value = Number(`${whole.replaceAll(',', '')}.${fraction || '0'}`)
  if (value > max) return { error: `At most ${dollarsText(max)}.` }
  return { value: cents ? value : Math.round(value) }
}

/** "9.50" for 9.5, "12500" for 12500: how an amount reads back in a form. */
export const moneyText = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(2)
