import { mkdirSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { serveBuild } from './support/compareBuild'
import { expect, test } from './support/fixtures'
import { formOf } from './support/forms'
import { CPU_SLOWDOWN, type InpReading, type Interaction, measureInp, median } from './support/inp'
import { type InpRow, inpTable, writeBetweenMarkers } from './support/inpTable'

/**
 * Interaction to Next Paint of the site's controls on a phone at 4× CPU slowdown, beside a tap on
 * plain text (the floor) in the same run: fails only beyond twice the floor; the goal, every
 * control within 30 ms of it, is reported. Run alone on one worker (playwright.inp.config.ts).
 * `npm run bench:inp` writes the table into the README.
 */

const RUNS = Number(process.env.INP_RUNS ?? 3)
// INP_COMPARE=other/dist: every control is also measured on that build, tap by tap beside this one.
const COMPARE = process.env.INP_COMPARE

const ready = (formId: string) => async (page: Page) => {
  await expect(formOf(page, formId)).toHaveAttribute('data-ready', 'true')
}
const quote = (page: Page) => formOf(page, 'quote')
const EMPTY = { project: '', details: '', budget: '', timing: '', name: '', email: '', phone: '' }
const ANSWERED = { ...EMPTY, project: 'deck', budget: '10k-25k', timing: '3-months' }

interface Control extends Interaction {
  name: string
  how: string
  /** Shows what the browser alone needs for a control's change: in the table, not judged. */
  reference?: boolean
}

/**
 * In the page: a click on the quote's submit button is taken before the app sees it and only
 * swaps the steps' `hidden`, step 1 for step 2. The same tap as Next, with none of the site's work.
 */
function bareStepChange(): void {
  const form = document.querySelector('form[data-form="quote"]')
  const swap = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('button[type="submit"]')) return
    event.stopImmediatePropagation()
    event.preventDefault()
    for (const step of form?.querySelectorAll<HTMLElement>('fieldset[data-step]') ?? [])
      step.hidden = step.dataset.step !== '1'
  }
  window.addEventListener('click', swap, { capture: true })
}

const FLOOR: Control = {
  name: 'Plain text (the floor)',
  how: '`/`, a tap on the hero paragraph',
  path: '/',
  target: (page) => page.locator('main p').nth(1),
}

const CONTROLS: Control[] = [
  {
    name: 'Menu button',
    how: '`/`, opens the phone menu',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
  },
  {
    name: 'FAQ disclosure',
    how: '`/faq/`, opens the first answer',
    path: '/faq/',
    target: (page) => page.locator('main details > summary').first(),
  },
  {
    name: 'Estimator, first use',
    how: '`/estimate/`, the first choice (Deck), which starts its code',
    path: '/estimate/',
    firstUse: true,
    target: (page) => formOf(page, 'estimator').getByRole('radio', { name: 'Deck' }),
  },
  {
    name: 'Estimator',
    how: '`/estimate/?type=patio`, code loaded: Deck, a new range',
    path: '/estimate/?type=patio',
    ready: ready('estimator'),
    target: (page) => formOf(page, 'estimator').getByRole('radio', { name: 'Deck' }),
  },
  {
    name: 'Blog tag filter',
    how: '`/blog/`, the first tag',
    path: '/blog/',
    target: (page) =>
      page.getByRole('list', { name: 'Filter posts by tag' }).getByRole('button').nth(1),
  },
  {
    name: 'Client navigation',
    how: '`/`, the hero link to a service area',
    path: '/',
    target: (page) => page.locator('main a[href^="/service-areas/"]').first(),
  },
  {
    name: 'Quote, first answer',
    how: '`/quote/`, the first choice (Deck), which starts its code',
    path: '/quote/',
    firstUse: true,
    target: (page) => quote(page).getByRole('radio', { name: 'Deck' }),
  },
  {
    name: 'Quote, Next (step 1 → 2)',
    how: '`/quote/`, a project chosen, code loaded',
    path: '/quote/',
    draft: { ...EMPTY, project: 'deck', step: '0' },
    ready: ready('quote'),
    target: (page) => quote(page).getByRole('button', { name: 'Next' }),
  },
  {
    name: 'Quote, step 1 → 2 without the site',
    how: 'as Next (step 1 → 2), but a listener the test adds takes the click and only swaps the two steps: what the browser alone needs',
    path: '/quote/',
    draft: { ...EMPTY, project: 'deck', step: '0' },
    ready: async (page) => {
      await ready('quote')(page)
      await page.evaluate(bareStepChange)
    },
    target: (page) => quote(page).getByRole('button', { name: 'Next' }),
    reference: true,
  },
  {
    name: 'Quote, Next (step 2 → 3)',
    how: '`/quote/`, budget and timing chosen, code loaded',
    path: '/quote/',
    draft: { ...ANSWERED, step: '1' },
    ready: ready('quote'),
    target: (page) => quote(page).getByRole('button', { name: 'Next' }),
  },
  {
    name: 'Quote, Back (step 3 → 2)',
    how: '`/quote/`, on the last step, code loaded',
    path: '/quote/',
    draft: { ...ANSWERED, step: '2' },
    ready: ready('quote'),
    target: (page) => quote(page).getByRole('button', { name: 'Back' }),
  },
  {
    name: 'Quote, Send with no name',
    how: '`/quote/`, last step: the check fails, the error is shown and its field focused',
    path: '/quote/',
    draft: { ...ANSWERED, step: '2' },
    ready: ready('quote'),
    target: (page) => quote(page).getByRole('button', { name: 'Send my request' }),
  },
]

function row(control: Control, readings: InpReading[]): InpRow {
  const mid = (pick: (reading: InpReading) => number) => Math.round(median(readings.map(pick)))
  return {
    name: control.name,
    how: control.how,
    values: readings.map((reading) => reading.value),
    median: mid((reading) => reading.value),
    parts: [
      mid((reading) => reading.inputDelay),
      mid((reading) => reading.processing),
      mid((reading) => reading.presentation),
    ],
    reference: control.reference ?? false,
  }
}

test('every control answers within twice a plain-text tap at 4× CPU', async ({
  context,
  consoleGuard,
}) => {
  const started = Date.now()
  const other = COMPARE ? await serveBuild(COMPARE) : null
  test.info().attach('compared build', { body: other ? `${COMPARE} at ${other.url}` : 'none' })
  // INP_ONLY=Quote measures the floor and the controls whose name holds it (while working on one).
  const chosen = CONTROLS.filter((c) => c.name.includes(process.env.INP_ONLY ?? ''))
  const judged = chosen.filter((control) => !control.reference)
  const twins = new Map<Control, Control>(
    other
      ? [FLOOR, ...chosen].map((control) => [
          control,
          {
            ...control,
            name: `${control.name}, compared build`,
            path: `${other.url}${control.path}`,
            reference: true,
          },
        ])
      : [],
  )
  const compared = new Set(twins.values())
  const withTwin = (control: Control) => {
    const twin = twins.get(control)
    return twin ? [control, twin] : [control]
  }
  const readings = new Map<Control, InpReading[]>()
  // Round by round, so the floor and every control meet the same spells of the host's noise.
  const rounds = async (controls: Control[]) => {
    for (let run = 0; run < RUNS; run++)
      for (const control of [FLOOR, ...controls].flatMap(withTwin)) {
        const reading = await test.step(`${control.name}, run ${run + 1}`, () =>
          measureInp(context, consoleGuard, control))
        readings.set(control, [...(readings.get(control) ?? []), reading])
      }
  }
  const summarise = (control: Control) => row(control, readings.get(control) ?? [])
  const over = () => {
    const limit = 2 * summarise(FLOOR).median
    return judged.some((control) => summarise(control).median > limit)
  }

  try {
    await rounds(chosen)
    // Over the limit, the floor and every control are measured again for as many rounds and
    // judged on all their runs (the same runs for each): one busy spell of a shared host does not
    // decide.
    if (over()) await rounds(chosen)
  } finally {
    await other?.close()
  }
  const floor = summarise(FLOOR)
  const twinFloor = twins.get(FLOOR)
  const otherFloor = twinFloor ? summarise(twinFloor) : null
  const rows = [
    ...(otherFloor ? [{ ...otherFloor, isFloor: true }] : []),
    ...chosen
      .flatMap(withTwin)
      .map((control) =>
        otherFloor && compared.has(control)
          ? { ...summarise(control), floor: otherFloor.median }
          : summarise(control),
      ),
  ]
  const seconds = Math.round((Date.now() - started) / 1000)
  const note =
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:inp\` on the built site: ` +
    `Chromium's headless shell at a 390 px phone viewport with touch, ${CPU_SLOWDOWN}× CPU ` +
    `slowdown, web-vitals \`onINP\` injected by the test; ${RUNS} rounds, each interaction on a ` +
    `fresh page (when a control is over twice the floor, all are measured again for ${RUNS} ` +
    `more rounds: every run is listed); medians (${seconds} s in all).` +
    (other ? ` Each control also on the build in ${COMPARE}, read against that build's floor.` : '')
  const table = inpTable(floor, rows, note)
  mkdirSync('reports', { recursive: true })
  writeFileSync('reports/inp.md', `${table}\n`)
  // The README keeps this build's table alone.
  if (process.env.INP_TABLE && !other) writeBetweenMarkers(process.env.INP_TABLE, table)
  console.log(table)

  for (const control of judged.map(summarise))
    expect(control.median, `${control.name}: INP at most twice the floor`).toBeLessThanOrEqual(
      2 * floor.median,
    )
})
