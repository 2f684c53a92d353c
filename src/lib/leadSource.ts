// Links can be crafted: only named keys are read, capped and cleaned as the inbox cleans them.
import { FIRST_TOUCH_KEY, type FirstTouchNote, keepFirstTouch } from './firstTouch'
import { cleanValue, SOURCE_FIELDS, type SourceField } from './submissions'

export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
] as const satisfies readonly SourceField[]

export type LeadSource = Partial<Record<SourceField, string>>

function clean(field: SourceField, value: string | null | undefined): string {
  return value ? cleanValue(value, SOURCE_FIELDS[field]) : ''
}

export function sourceOf(search: string, referrer: string, ownHost: string): LeadSource {
  const params = new URLSearchParams(search)
  const source: LeadSource = {}
  for (const name of CAMPAIGN_PARAMS) {
    const value = clean(name, params.get(name))
    if (value) source[name] = value
  }
  let host = ''
  try {
    host = referrer ? new URL(referrer).host : ''
  } catch {
    // Not a URL: no referrer.
  }
  if (host && host !== ownHost) source.referrer = clean('referrer', host)
  return source
}

export function firstTouch(win: Window = window): LeadSource {
  keepFirstTouch(win)
  try {
    const stored: unknown = JSON.parse(win.sessionStorage.getItem(FIRST_TOUCH_KEY) ?? 'null')
    if (!stored || typeof stored !== 'object') return {}
    const { search, referrer } = stored as Partial<Record<keyof FirstTouchNote, unknown>>
    return sourceOf(
      typeof search === 'string' ? search : '',
      typeof referrer === 'string' ? referrer : '',
      win.location.host,
    )
  } catch {
    return {}
  }
}

export function leadContext(win: Window = window): Record<string, string> {
  return { page: clean('page', win.location.pathname), ...firstTouch(win) }
}
