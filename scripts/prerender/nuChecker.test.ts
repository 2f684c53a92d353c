import { describe, expect, it } from 'vitest'
import { judge, type NuMessage } from './nuChecker'

const error = (message: string): NuMessage => ({ type: 'error', message })

describe('judge', () => {
  it('fails on an error, on a file the checker could not read, and on any other CSS error', () => {
    const failing = [
      error('Attribute “readonly” not allowed on element “input” at this point.'),
      { type: 'non-document-error', message: 'IO error: dist/x.html (No such file)' } as const,
      error("CSS: “colr”: Property “colr” doesn't exist."),
      error('CSS: “transition-property”: “color;” is not a “transition-property” value.'),
    ]
    expect(judge(failing)).toEqual({ errors: failing, ignored: 0, warnings: 0, info: 0 })
  })

  it('counts warnings, info and the CSS grammar’s errors on valid CSS without failing', () => {
    expect(
      judge([
        { type: 'info', subType: 'warning', message: 'Section lacks heading.' },
        { type: 'info', message: 'Trailing slash on void elements has no effect.' },
        error('CSS: Unrecognized at-rule “@property”'),
        error("CSS: “margin-trim”: Property “margin-trim” doesn't exist."),
        error(
          'CSS: “transition-property”: “--tw-gradient-from” is not a “transition-property” value.',
        ),
      ]),
    ).toEqual({ errors: [], ignored: 3, warnings: 1, info: 1 })
  })
})
