// What the reminder reads and keeps (docs/decisions/0045): Firestore in production
// (./firestoreStore.ts), memory in tests.
import type { ResponseTargetId } from '../../src/admin/office/responseTimes'
import type { Lead } from '../leads/types'

/** A lead as the reminder sees it: the owner's status and first contact beside what was sent. */
export interface WaitingLead
  extends Pick<Lead, 'id' | 'form' | 'fields' | 'receivedAt' | 'synthetic'> {
  status: string
  contactedAt: string | null
}

export interface ReminderRecord {
  leadId: string
  at: string
  target: ResponseTargetId
  waitedBusinessMs: number
}

export interface ReminderOutcome {
  sent: number
  failed: number
  dropped: number
}

export interface ReminderStore {
  /** Every lead received at or after `since`, of any form or status: the run picks. */
  leadsSince(since: Date): Promise<WaitingLead[]>
  /** The owner's setting as stored (undefined when none): parseResponseTarget reads it. */
  targetSetting(): Promise<unknown>
  /** Keeps the record unless one exists for the lead: true for the one run that kept it. */
  claim(record: ReminderRecord): Promise<boolean>
  settle(leadId: string, outcome: ReminderOutcome): Promise<void>
  /** Drops the records kept before `before`: their leads are past the window. */
  forgetBefore(before: Date): Promise<number>
}

export function memoryReminderStore(
  leads: WaitingLead[] = [],
  setting?: unknown,
): ReminderStore & {
  leads: WaitingLead[]
  setting: unknown
  records: Map<string, ReminderRecord & { outcome?: ReminderOutcome }>
} {
  const records = new Map<string, ReminderRecord & { outcome?: ReminderOutcome }>()
  const self = {
    leads,
    setting,
    records,
    async leadsSince(since: Date) {
      return self.leads
        .filter((lead) => Date.parse(lead.receivedAt) >= since.getTime())
        .map((lead) => structuredClone(lead))
    },
    async targetSetting() {
      return self.setting
    },
    async claim(record: ReminderRecord) {
      if (records.has(record.leadId)) return false
      records.set(record.leadId, { ...record })
      return true
    },
    async settle(leadId: string, outcome: ReminderOutcome) {
      const record = records.get(leadId)
      if (record) record.outcome = outcome
    },
    async forgetBefore(before: Date) {
      let dropped = 0
      for (const [id, record] of records)
        if (Date.parse(record.at) < before.getTime()) dropped += Number(records.delete(id))
      return dropped
    },
  }
  return self
}
