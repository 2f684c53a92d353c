/** What the owner's email and the automatic reply must be, as problems found; pure, shared. */
import type { Lead } from '../../server/leads/types'
import type { SunkMail } from './smtpSink'

/** The owner's email of `lead`: to the owner only, every stored field with its name, the id. */
export function ownerMailProblems(mail: SunkMail, lead: Lead, owner: string): string[] {
  const problems: string[] = []
  if (mail.envelopeTo.join() !== owner.toLowerCase())
    problems.push(`went to ${mail.envelopeTo.join(', ')}, not only ${owner}`)
  const email = lead.fields.email?.toLowerCase()
  if (email && mail.replyTo.join() !== email) problems.push(`Reply-To is not ${email}`)
  if (!mail.text.includes(lead.id)) problems.push('the lead id is missing')
  for (const [name, value] of Object.entries(lead.fields))
    if (!mail.text.includes(`${name}:`) || !mail.text.includes(value.trim()))
      problems.push(`field ${name} is missing or changed`)
  if (!/\nSource\n/.test(mail.text)) problems.push('there is no Source section')
  return problems
}

/**
 * The automatic reply goes to the visitor only and holds nothing they typed (or a link could
 * carry), so the form cannot carry a stranger's text to anyone.
 */
export function autoReplyProblems(mail: SunkMail, lead: Lead): string[] {
  const problems: string[] = []
  const email = lead.fields.email?.toLowerCase() ?? ''
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
