import { describe, expect, it } from 'vitest'
import { CSV_HEADER, csvCell, exportFileName, leadsCsv, toCsv } from './leadCsv'
import { NO_FILTER } from './leadFilter'
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
    expect(lines[1]).toContain(',12500,,,"Deck, 400 sq ft",')
    const lost = leadsCsv([
      testLead('2026-11-24T14:30:00Z', {
        status: 'lost',
        quotedAmount: 8400,
        lostReason: 'Price: went with a cheaper bid',
      }),
    ])
    expect(lost).toContain(',Lost,')
    expect(lost).toContain(',,8400,Price: went with a cheaper bid,,')
    expect(lines[1]).toContain(',fall,')
    // The header and the email's state in the forms' and the office's words, not field codes.
    expect(CSV_HEADER).toEqual(
      expect.arrayContaining(['Phone', 'Service area', 'Email to the office']),
    )
    expect(CSV_HEADER).not.toContain('phone')
    expect(lines[1]).toMatch(/,Sent,lead-/)
    const failed = testLead('2026-11-24T14:30:00Z')
    failed.delivery.state = 'failed'
    expect(leadsCsv([failed])).toMatch(/,Not sent,/)
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

  it('writes the choices in the words the forms showed, codes no list knows as sent', () => {
    const lead = testLead('2026-11-24T14:30:00Z', {
      fields: {
        subject: 'patios-decks',
        area: 'chapel-hill',
        project: 'kitchen',
        budget: '10k-25k',
        timing: 'asap',
        estimate_project: 'kitchen',
        estimate_material: 'not-a-material',
      },
    })
    const row = leadsCsv([lead]).split('\r\n')[1]
    // In CSV_HEADER's order: Form, then the visitor's fields.
    expect(row).toContain(
      ',Quote request,Pat Doe,pat@example.com,,Patios & Decks,,Chapel Hill,Outdoor kitchen,,"$10,000 – $25,000",As soon as possible,Outdoor kitchen,,not-a-material,',
    )
  })

  it('keeps a phone number as typed, and still neutralises a formula in the phone field', () => {
    // A phone column cell of digits, spaces, ( ) . - after one + names no function, reference or
    // DDE link (`|`), so it cannot run anything: it stays readable. Anything else is quoted.
    for (const phone of ['+1 919-555-0100', '+1 (919) 555.0100', '-919 555 0100'])
      expect(csvCell(phone, 'phone')).toBe(phone)
    for (const hostile of [
      '+1+cmd|"/c calc"!A1',
      '=1+1',
      '+1 919 SUM(A1)',
      '@SUM(1)',
      '+12',
      '-1-1-1-1',
    ])
      expect(csvCell(hostile, 'phone').replace(/^"/, '')).toMatch(/^'/)
    const row = leadsCsv([
      testLead('2026-11-24T14:30:00Z', {
        fields: { phone: '+1 919-555-0100', name: '+1 919-555-0100' },
      }),
    ]).split('\r\n')[1]
    expect(row).toContain(",'+1 919-555-0100,")
    expect(row).toContain(',+1 919-555-0100,')
  })

  it('names the file after its filter: the dates, else today, then each choice', () => {
    const now = new Date('2026-11-28T03:00:00Z') // still Nov 27 in Raleigh
    expect(exportFileName(NO_FILTER, now)).toBe('leads-2026-11-27.csv')
    expect(
      exportFileName({ ...NO_FILTER, from: '2026-11-01', to: '2026-11-28', status: 'won' }, now),
    ).toBe('leads-2026-11-01-to-2026-11-28-status-won.csv')
    expect(exportFileName({ ...NO_FILTER, from: '2026-11-01' }, now)).toBe(
      'leads-2026-11-01-to-2026-11-27.csv',
    )
    expect(
      exportFileName(
        {
          ...NO_FILTER,
          source: 'www.Houzz.com',
          city: 'chapel-hill',
          query: '../Ana Ruiz',
          undelivered: true,
        },
        now,
      ),
    ).toBe(
      'leads-2026-11-27-source-www.houzz.com-city-chapel-hill-email-not-sent-search-ana-ruiz.csv',
    )
  })
})
