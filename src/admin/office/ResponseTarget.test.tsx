// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DeskFirebase } from '../firebase'
import { ResponseTarget } from './ResponseTarget'

// Firestore stood in for here: the rules and the write's shape are checked against the emulator
// in scripts/firestore/reminders.firestore-test.ts.
const firestore = vi.hoisted(() => ({
  listener: null as null | ((snap: { data: () => unknown }) => void),
  writes: [] as { path: string; data: unknown }[],
  refuse: null as Error | null,
}))
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
  onSnapshot: (_ref: string, next: (snap: { data: () => unknown }) => void) => {
    firestore.listener = next
    return () => {}
  },
  serverTimestamp: () => 'SERVER_TIME',
  setDoc: async (path: string, data: unknown) => {
    if (firestore.refuse) throw firestore.refuse
    firestore.writes.push({ path, data })
  },
}))

const firebase = {
  db: {},
  auth: { currentUser: { uid: 'owner-uid' } },
} as unknown as DeskFirebase

const stored = (data: unknown) => act(() => firestore.listener?.({ data: () => data }))

beforeEach(() => {
  firestore.listener = null
  firestore.writes = []
  firestore.refuse = null
})

describe('the owner’s response target', () => {
  it('shows two business hours until one is chosen, then the stored one', async () => {
    render(<ResponseTarget firebase={firebase} />)
    expect(screen.getByText(/^Reminder when/).textContent).toBe(
      'Reminder when a request waits over 2 business hours',
    )
    expect(screen.getByLabelText('Your response target')).toHaveProperty('disabled', true)
    stored({ target: '1d' })
    expect(screen.getByText(/^Reminder when/).textContent).toContain('1 business day')
    expect(screen.getByText(/during business hours/).textContent).toContain(
      'Eastern: Monday – Friday 8am – 6pm, Saturday 9am – 12pm, Sunday closed',
    )
  })

  it('is saved when chosen, with who and the server’s time', async () => {
    render(<ResponseTarget firebase={firebase} />)
    stored(undefined)
    await userEvent.click(screen.getByText(/^Reminder when/))
    await userEvent.selectOptions(screen.getByLabelText('Your response target'), '1 business hour')
    expect(await screen.findByText('Saved: 1 business hour.')).toBeTruthy()
    expect(firestore.writes).toEqual([
      {
        path: 'officeSettings/responseTarget',
        data: { target: '1h', updatedAt: 'SERVER_TIME', updatedBy: 'owner-uid' },
      },
    ])
  })

  it('says so when the save is refused', async () => {
    firestore.refuse = new Error('Missing or insufficient permissions.')
    render(<ResponseTarget firebase={firebase} />)
    stored({ target: '2h' })
    await userEvent.click(screen.getByText(/^Reminder when/))
    await userEvent.selectOptions(screen.getByLabelText('Your response target'), '4h')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not saved. Missing or insufficient permissions.',
    )
  })
})
