import type { ReplyTemplateFields } from '../../lib/replyTemplate'
import { answerText } from './answerText'
import type { OfficeLead } from './lead'
import { mailtoHref, telHref } from './VisitorFields'

export interface ReplyTemplate extends ReplyTemplateFields {
  id: string
}

/** Shown, and saved with the first edit, while the owner has none of their own. */
export const DEFAULT_REPLIES: readonly ReplyTemplate[] = [
  {
    id: 'thanks',
    label: 'Thanks, when can I call?',
    subject: 'Your {project} request',
    body: 'Hi {first name},\n\nThanks for reaching out about your {project} in {city}. I would like to hear more about what you have in mind. When is a good time to call you?',
    order: 0,
  },
  {
    id: 'visit',
    label: 'Set up a visit',
    subject: 'A visit about your {project}',
    body: 'Hi {first name},\n\nThanks for your request. I would be glad to come out to {city}, see the space and talk through your {project}. Which days work for you this week or next?',
    order: 1,
  },
  {
    id: 'quote-follow-up',
    label: 'Quote follow-up',
    subject: 'Your {project} quote',
    body: 'Hi {first name},\n\nI wanted to follow up on the quote for your {project}. I am happy to answer any questions or adjust anything in it.',
    order: 2,
  },
]

export const PLACEHOLDERS = ['{first name}', '{project}', '{city}'] as const

function projectOf(fields: Record<string, string>): string {
  if (fields.project) return answerText('project', fields.project).toLowerCase()
  if (fields.subject && !['general-inquiry', 'miscellaneous'].includes(fields.subject))
    return answerText('subject', fields.subject).toLowerCase()
  return 'project'
}

/** The template's words for this lead: its first name, project and city, or plain stand-ins. */
export function fillReply(template: ReplyTemplateFields, lead: OfficeLead) {
  const { fields } = lead
  const words: Record<(typeof PLACEHOLDERS)[number], string> = {
    '{first name}': fields.name?.trim().split(/\s+/)[0] || 'there',
    '{project}': projectOf(fields),
    '{city}': fields.area ? answerText('area', fields.area) : 'your area',
  }
  const fill = (text: string) =>
    text.replace(/\{first name\}|\{project\}|\{city\}/g, (p) => words[p as keyof typeof words])
  return { subject: fill(template.subject), body: fill(template.body) }
}

// RFC 6068: line breaks in a mailto body are CRLF, percent-encoded like everything else.
const encoded = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'))

export function replyMailto(address: string, reply: { subject: string; body: string }): string {
  return `${mailtoHref(address)}?subject=${encoded(reply.subject)}&body=${encoded(reply.body)}`
}

// `?&body=` is read by both iOS (which wants `&`) and Android (which wants `?`).
export function replySms(phone: string, body: string): string {
  return `sms:${telHref(phone).slice('tel:'.length)}?&body=${encoded(body)}`
}
