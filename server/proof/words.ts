// What the owner is told about the lead path, in the owner's words: no "n8n", no "HTTP 500" (the
// technical detail is each step's, one tap away in the office).
import type { ProofProblem, ProofStepName } from './prove'

const ZONE = 'America/New_York'
const day = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
})
const time = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const date = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, month: 'short', day: 'numeric' })

/** "09:12" on the day of `now` (Eastern), "Nov 26, 09:12" before it. */
export function sinceWords(since: Date, now: Date): string {
  const at = time.format(since)
  return day.format(since) === day.format(now) ? at : `${date.format(since)}, ${at}`
}

const TITLES: Record<ProofProblem, string> = {
  forwarding: 'Request emails are not going out',
  store: 'New requests are not being saved',
  site: 'The website is not taking requests',
  setup: 'The daily request check could not run',
}

/** The failure as a sentence; `since` is sinceWords()'s. */
export function problemWords(problem: ProofProblem, since: string): string {
  switch (problem) {
    case 'forwarding':
      return `New requests are being saved, but the email forwarding is not working since ${since}. They are all in the office.`
    case 'store':
      return `The website answers, but new requests are not being saved since ${since}. Visitors see an error and are told to call.`
    case 'site':
      return `The website's request forms are not answering since ${since}: new requests cannot reach you.`
    case 'setup':
      return `The daily check that requests reach you could not run since ${since}: it is not set up on the website (LEAD_PROOF_SECRET).`
  }
}

export function problemTitle(problem: ProofProblem): string {
  return TITLES[problem]
}

export const WORKING_WORDS =
  'Working: a test request went from the website to the email forwarding and was answered.'

export const STEP_WORDS: Record<ProofStepName, string> = {
  ready: 'The website takes the check',
  posted: 'The website took a test request',
  saved: 'It was saved',
  answered: 'The email forwarding answered for it',
  removed: 'It was removed',
}
