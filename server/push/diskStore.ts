// `npm start`'s devices: a line per change beside the leads file, read once at start; one process
// writes it, in order (server/dataFiles.ts).
import { jsonLinesFile, readJsonLines } from '../dataFiles'
import { memorySubscriptionStore, type SubscriptionStore } from './store'
import type { PushDevice } from './types'

type DeviceLine =
  | ({ type: 'device' } & PushDevice)
  | { type: 'removed'; id: string }
  | { type: 'outcome'; id: string; at: string; error: string | null }

/** Where `npm start` keeps devices for a leads file: `.data/leads.jsonl` → `.data/leads-push-devices.jsonl`. */
export function devicesFileFor(leadsFile: string): string {
  return `${leadsFile.replace(/\.jsonl$/, '')}-push-devices.jsonl`
}

export function diskSubscriptionStore(file: string): SubscriptionStore {
  // The memory store's methods do their work before their first await: replayed in order.
  const kept = memorySubscriptionStore()
  for (const line of readJsonLines<DeviceLine>(file))
    if (line.type === 'device') void kept.put(withoutType(line))
    else if (line.type === 'removed') void kept.remove(line.id)
    else void kept.recordOutcome(line.id, line)
  const { serially, write } = jsonLinesFile<DeviceLine>(file)
  return {
    list: () => serially(() => kept.list()),
    put: (device) =>
      serially(async () => {
        await write({ type: 'device', ...device })
        await kept.put(device)
      }),
    remove: (id) =>
      serially(async () => {
        if (!(await kept.list()).some((device) => device.id === id)) return false
        await write({ type: 'removed', id })
        return kept.remove(id)
      }),
    recordOutcome: (id, outcome) =>
      serially(async () => {
        if (!(await kept.list()).some((device) => device.id === id)) return
        await write({ type: 'outcome', id, ...outcome })
        await kept.recordOutcome(id, outcome)
      }),
  }
}

function withoutType(line: { type: 'device' } & PushDevice): PushDevice {
  const { type: _type, ...device } = line
  return device
}
