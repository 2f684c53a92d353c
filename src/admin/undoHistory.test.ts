import { describe, expect, it } from 'vitest'
import { EMPTY_HISTORY, record, redo, undo } from './undoHistory'

const at = (value: string) => ({ value, start: value.length, end: value.length })

describe('the body’s undo history', () => {
  it('undoes a toolbar edit as one step, and redoes it', () => {
    const h = record(EMPTY_HISTORY, at('Intro'), at('## Intro'), false, 0)
    const back = undo(h, at('## Intro'))
    expect(back?.state.value).toBe('Intro')
    const again = back ? redo(back.history, back.state) : null
    expect(again?.state.value).toBe('## Intro')
    expect(again && undo(again.history, again.state)?.state.value).toBe('Intro')
  })

  it('groups typing until a pause or a new line', () => {
    let h = record(EMPTY_HISTORY, at(''), at('a'), true, 0)
    h = record(h, at('a'), at('ab'), true, 300)
    h = record(h, at('ab'), at('abc'), true, 600)
    expect(h.past.map((s) => s.value)).toEqual([''])
    h = record(h, at('abc'), at('abcd'), true, 2000)
    h = record(h, at('abcd'), at('abcd\n'), true, 2100)
    expect(h.past.map((s) => s.value)).toEqual(['', 'abc', 'abcd'])
  })

  it('a new change clears what could be redone; nothing to undo is null', () => {
    expect(undo(EMPTY_HISTORY, at('x'))).toBeNull()
    expect(redo(EMPTY_HISTORY, at('x'))).toBeNull()
    const h = record(EMPTY_HISTORY, at(''), at('a'), false, 0)
    const back = undo(h, at('a'))
    expect(back?.history.future).toHaveLength(1)
    expect(back && record(back.history, at(''), at('b'), true, 10).future).toEqual([])
  })

  it('forgets the oldest steps past its limit', () => {
    let h = EMPTY_HISTORY
    for (let i = 0; i < 250; i++) h = record(h, at(String(i)), at(String(i + 1)), false, i)
    expect(h.past).toHaveLength(200)
    expect(h.past[0]?.value).toBe('50')
  })
})
