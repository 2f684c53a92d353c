/**
 * The INP benchmark's table: each control's median beside the plain-text floor of the same run,
 * written into the README between its markers (issue 28 asks for it there; how it is measured is in
 * docs/performance.md).
 */
import { readFileSync, writeFileSync } from 'node:fs'

export interface InpRow {
  name: string
  /** How the interaction is set up, said in the table. */
  how: string
  values: number[]
  median: number
  /** Median input delay, processing and presentation delay of the interaction, in ms. */
  parts: [number, number, number]
  /** Measured beside the controls (the browser alone, another build): shown, not judged. */
  reference?: boolean
  /** The floor this row is read against, when not the table's (another build's own floor). */
  floor?: number
  /** Another build's own floor. */
  isFloor?: boolean
}

export const GOAL_MS = 30
export const START = '<!-- inp-table:start -->'
export const END = '<!-- inp-table:end -->'

export function inpTable(floor: InpRow, rows: readonly InpRow[], note: string): string {
  const line = (row: InpRow, verdict: string) =>
    `| ${row.name} | ${row.how} | ${row.median} ms | ${row.values.join(', ')} | ${row.parts.join(' / ')} | ${verdict} |`
  const verdict = (row: InpRow) => {
    const base = row.floor ?? floor.median
    const over = row.median - base
    const ratio = (row.median / base).toFixed(2)
    const goal = over <= GOAL_MS ? 'within 30 ms' : `${over} ms over the floor`
    return `×${ratio}, ${row.reference ? 'a reference, not judged' : goal}`
  }
  return [
    note,
    '',
    '| Control | Measured | INP (median) | Runs (ms) | Delay / processing / presentation (ms) | Against the floor |',
    '| --- | --- | --: | --- | --- | --- |',
    line(floor, 'the floor'),
    ...rows.map((row) => line(row, row.isFloor ? 'the floor of its build' : verdict(row))),
  ].join('\n')
}

/** Replaces what is between the markers of `file` with `table` (the markers stay). */
export function writeBetweenMarkers(file: string, table: string): void {
  const text = readFileSync(file, 'utf8')
  const start = text.indexOf(START)
  const end = text.indexOf(END)
  if (start < 0 || end < start) throw new Error(`${file} has no ${START} … ${END} markers`)
  writeFileSync(file, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`)
}
