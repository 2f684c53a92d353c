import { describe, expect, it } from 'vitest'
import { CSV_HEADER, csvCell, leadsCsv, toCsv } from './leadCsv'
import { testLead } from './testLead'

describe('the leads as CSV', () => {
  it('quotes fields with a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('')).toBe('')
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd,e'],
      ]),
    ).toBe('a,b\r\nc,"d,e"\r\n')
  })

  it('neutralises cells a spreadsheet would read as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/)
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
    expect(csvCell('+1 919 555 0100')).toBe("'+1 919 555 0100")
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"')
    expect(csvCell('a=b')).toBe('a=b')
  })

  it('writes a header and a row per lead, the visitor’s fields, source and the owner’s part', () => {
    const lead = testLead('2026-11-24T14:30:00Z', {
      status: 'won',
      value: 12500,
      note: 'Deck, 400 sq ft',
      fields: { name: '=cmd|"/c calc"!A1', phone: '919-555-0100', utm_campaign: 'fall' },
    })
    const lines = leadsCsv([lead]).split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toBe('')
    expect(lines[0]).toBe(CSV_HEADER.join(','))
    expect(lines[1]).toContain('2026-11-24 09:30,Won,Contact form,"\'=cmd|""/c calc""!A1"')
    expect(lines[1]).toContain(',12500,"Deck, 400 sq ft",')
    expect(lines[1]).toContain(',fall,')
  })

  it('tells apart the two 1:30 a.m. of the November change by the UTC column', () => {
    const [daylight, standard] = ['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z'].map((at) =>
      leadsCsv([testLead(at)])
        .split('\r\n')[1]
        ?.split(','),
    )
    expect(daylight?.[0]).toBe('2026-11-01 01:30')
    expect(standard?.[0]).toBe('2026-11-01 01:30')
    expect(daylight?.at(-1)).toBe('2026-11-01T05:30:00.000Z')
    expect(standard?.at(-1)).toBe('2026-11-01T06:30:00.000Z')
  })
})
