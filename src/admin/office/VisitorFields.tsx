import { LEAD_SOURCE_FIELDS } from '../../lib/leadRecord'
import { answerText, ESTIMATE_FIELDS, estimateText } from './answerText'
import { LeadPanel } from './LeadPanel'
import type { OfficeLead } from './lead'
import { FIELD_LABEL } from './leadFields'
import { campaignOf, referrerHost } from './leadView'

const SOURCE = new Set<string>(LEAD_SOURCE_FIELDS)
// Shown as one "From the estimator" line, at the place of its project.
const ESTIMATE = new Set<string>(ESTIMATE_FIELDS.filter((field) => field !== 'estimate_project'))
const LABEL: Record<string, string> = FIELD_LABEL

/** A phone number as a tel: link takes it: digits and a leading +, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/**
 * One address as a mailto: link, escaped: the forms accept `?`, `&` and `,` in an address, which
 * in a raw link would add headers (a Bcc, a body) or recipients to the owner's reply.
 */
export const mailtoHref = (address: string) =>
  `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}`

/** Every field the visitor sent, as text; a phone and an address become tap-to-call and -mail. */
export function VisitorFields({ lead }: { lead: OfficeLead }) {
  // Without its project, an estimator field is shown alone, as sent, rather than not at all.
  const estimated = Boolean(lead.fields.estimate_project)
  const entries = Object.entries(lead.fields)
    .filter(([key, value]) => !SOURCE.has(key) && !(ESTIMATE.has(key) && estimated) && value)
    .map(([key, value]): [string, string] => [
      key,
      key === 'estimate_project' ? estimateText(lead.fields) : answerText(key, value),
    ])
  return (
    <LeadPanel id="sent-title" title="What they sent">
      <dl className="mt-2 grid grid-cols-1 gap-3">
        {entries.map(([key, value]) => (
          <div key={key}>
            <dt className="text-sm font-semibold text-stone-700">{LABEL[key] ?? key}</dt>
            <dd className="wrap-anywhere whitespace-pre-wrap">
              {key === 'phone' ? (
                <a href={telHref(value)} className="font-semibold text-forest-900 underline">
                  {value}
                </a>
              ) : key === 'email' ? (
                <a
                  href={mailtoHref(value)}
                  className="font-semibold break-all text-forest-900 underline"
                >
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </LeadPanel>
  )
}

/** Where the lead came from: the page, the campaign's utm_* fields, a Google Ads click, a host. */
export function SourcePanel({ lead }: { lead: OfficeLead }) {
  const f = lead.fields
  const rows: [string, string][] = [
    ['Page', f.page ?? ''],
    // The summary, where no utm_campaign row below already names it.
    ['Campaign', f.utm_campaign ? '' : campaignOf(f)],
    ['utm_source', f.utm_source ?? ''],
    ['utm_medium', f.utm_medium ?? ''],
    ['utm_campaign', f.utm_campaign ?? ''],
    ['utm_term', f.utm_term ?? ''],
    ['utm_content', f.utm_content ?? ''],
    ['gclid', f.gclid ?? ''],
    ['Referred by', referrerHost(f.referrer)],
  ]
  const known = rows.filter(([, value]) => value)
  return (
    <LeadPanel id="source-title" title="Where it came from">
      {known.length ? (
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
          {known.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-semibold text-stone-700">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2">Nothing recorded.</p>
      )}
    </LeadPanel>
  )
}
