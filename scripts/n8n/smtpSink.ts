import type { Readable } from 'node:stream'
import { z } from 'zod'
import { harnessRequire } from './harness'

const Addresses = z.object({
  value: z.array(z.object({ address: z.string().optional(), name: z.string().optional() })),
})
const ParsedMail = z.object({
  subject: z.string().default(''),
  text: z.string().default(''),
  from: Addresses.optional(),
  to: z.union([Addresses, z.array(Addresses)]).optional(),
  replyTo: Addresses.optional(),
})

export interface SunkMail {
  /** Where the message really went (RCPT TO), whatever its headers say. */
  envelopeTo: string[]
  from: string[]
  to: string[]
  replyTo: string[]
  subject: string
  text: string
}

export interface SmtpSink {
  mails: SunkMail[]
  waitFor: (
    what: string,
    match: (mail: SunkMail) => boolean,
    timeoutMs?: number,
  ) => Promise<SunkMail>
  close: () => Promise<void>
}

interface SmtpSession {
  envelope: { rcptTo: { address: string }[] }
}
interface SmtpServerModule {
  SMTPServer: new (options: {
    authOptional: boolean
    disabledCommands: string[]
    logger: boolean
    onData: (stream: Readable, session: SmtpSession, done: (error?: Error) => void) => void
  }) => {
    listen: (port: number, host: string, ready: () => void) => void
    close: (closed: () => void) => void
    on: (event: 'error', listener: (error: Error) => void) => void
  }
}
interface MailparserModule {
  simpleParser: (source: Readable) => Promise<unknown>
}

const addresses = (field: z.infer<typeof Addresses> | z.infer<typeof Addresses>[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  )

export function startSmtpSink(port: number): Promise<SmtpSink> {
  const { SMTPServer } = harnessRequire('smtp-server') as SmtpServerModule
  const { simpleParser } = harnessRequire('mailparser') as MailparserModule
  const mails: SunkMail[] = []
  const listeners = new Set<(mail: SunkMail) => void>()

  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: n8n's credential is set to skip STARTTLS as well.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream).then(
        (raw) => {
          const parsed = ParsedMail.parse(raw)
          const mail: SunkMail = {
            envelopeTo: session.envelope.rcptTo.map((to) => to.address.toLowerCase()),
            from: addresses(parsed.from),
            to: addresses(parsed.to),
            replyTo: addresses(parsed.replyTo),
            subject: parsed.subject,
            text: parsed.text,
          }
          mails.push(mail)
          for (const listener of listeners) listener(mail)
          done()
        },
        (error: Error) => done(error),
      )
    },
  })

  const waitFor: SmtpSink['waitFor'] = (what, match, timeoutMs = 20_000) => {
    const found = mails.find(match)
    if (found) return Promise.resolve(found)
    return new Promise((resolve, reject) => {
      const listener = (mail: SunkMail) => {
        if (!match(mail)) return
        clearTimeout(timer)
        listeners.delete(listener)
        resolve(mail)
      }
      const timer = setTimeout(() => {
        listeners.delete(listener)
        reject(new Error(`no ${what} within ${timeoutMs / 1000} s (${mails.length} mails so far)`))
      }, timeoutMs)
      listeners.add(listener)
    })
  }

  return new Promise((resolve, reject) => {
    server.on('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        mails,
        waitFor,
        close: () => new Promise((closed) => server.close(() => closed())),
      }),
    )
  })
}
