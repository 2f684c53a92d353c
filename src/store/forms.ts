import { create } from 'zustand'

// Zustand's state is synchronous, so `begin` is the guard that makes a double click send once.
export type FormStatus = 'idle' | 'submitting' | 'success' | 'error'

export interface FormEntry {
  status: FormStatus
  message: string
}

export const IDLE: FormEntry = { status: 'idle', message: '' }

interface FormsState {
  forms: Record<string, FormEntry>
  begin: (id: string) => boolean
  succeed: (id: string, message: string) => void
  fail: (id: string, message: string) => void
  reset: (id: string) => void
}

export const useFormsStore = create<FormsState>()((set, get) => {
  const put = (id: string, entry: FormEntry) =>
    set((state) => ({ forms: { ...state.forms, [id]: entry } }))
  return {
    forms: {},
    begin: (id) => {
      if (get().forms[id]?.status === 'submitting') return false
      put(id, { status: 'submitting', message: '' })
      return true
    },
    succeed: (id, message) => put(id, { status: 'success', message }),
    fail: (id, message) => put(id, { status: 'error', message }),
    reset: (id) => {
      const current = get().forms[id]
      if (!current || current.status === 'submitting') return
      put(id, IDLE)
    },
  }
})

export function useFormEntry(id: string): FormEntry {
  return useFormsStore((state) => state.forms[id] ?? IDLE)
}
