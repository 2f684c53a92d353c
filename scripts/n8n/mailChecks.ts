import type { Lead } from '../../server/leads/types'
import type { SunkMail } from './smtpSink'

export const REPLY_SKIPPED =
  'No automatic reply: one already went to this address in the last 24 hours.'

export function ownerMailProblems(
  mail: SunkMail,
  lead: Lead,
  owner: string,
  { replySkipped = false } = {},
): string[] {
  const problems: string[] = []
  if (mail.envelopeTo.join() !== owner.toLowerCase())
    problems.push(`went to ${mail.envelopeTo.join(', ')}, not only ${owner}`)
  const email = lead.fields.email?.trim().toLowerCase()
  if (email && mail.replyTo.join() !== email) problems.push(`Reply-To is not ${email}`)
  if (!mail.text.includes(lead.id)) problems.push('the lead id is missing')
  for (const [name, value] of Object.entries(lead.fields))
    if (!mail.text.includes(`${name}:`) || !mail.text.includes(value.trim()))
      problems.push(`field ${name} is missing or changed`)
  if (!/\nSource\n/.test(mail.text)) problems.push('there is no Source section')
  // The time in the owner's zone, then as stored: Intl with its time zones in n8n's task runner.
  const received = new Date(lead.receivedAt).toISOString()
  if (
    !new RegExp(
      `received [A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M E[SD]T \\(${received}\\)`,
    ).test(mail.text)
  )
    problems.push(`the time received is not said in US Eastern beside ${received}`)
  if (mail.text.trimEnd().endsWith(REPLY_SKIPPED) !== replySkipped)
    problems.push(replySkipped ? 'it does not say no reply was sent' : 'it says no reply was sent')
  return problems
}

// Nothing the visitor typed or a link could carry: the form cannot send a stranger's text to anyone.
export function autoReplyProblems(mail: SunkMail, lead: Lead): string[] {
  const problems: string[] = []
  const email = lead.fields.email?.trim().toLowerCase() ?? ''
  if (mail.envelopeTo.join() !== email)
    problems.push(`went to ${mail.envelopeTo.join(', ')}, not only ${email}`)
  const written = `${mail.subject}\n${mail.text}`.toLowerCase()
  for (const [name, value] of Object.entries(lead.fields)) {
    const typed = value.trim().toLowerCase()
    if (typed.length < 3) continue
    for (const part of [typed, ...typed.split(/\s+/).filter((word) => word.length >= 6)])
      if (written.includes(part)) {
        problems.push(`it echoes the visitor's ${name} ("${part.slice(0, 40)}")`)
        break
      }
  }
  return problems
}
