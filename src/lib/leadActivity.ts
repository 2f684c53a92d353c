// firestore.rules' activityOk repeats these (docs/decisions/0046-lead-activity-and-replies.md).
import { z } from 'zod'
import {
  LEAD_NOTE_MAX,
  LEAD_REASON_MAX,
  LEAD_STATUSES,
  LEAD_VALUE_MAX,
  timestamp,
} from './leadRecord'

export const ACTIVITY = 'activity'
export const ACTIVITY_KINDS = ['status', 'note', 'call', 'email', 'text'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]
export type ReachKind = Extract<ActivityKind, 'call' | 'email' | 'text'>

export const activityEntrySchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  at: timestamp,
  by: z.string(),
  from: z.enum(LEAD_STATUSES).optional(),
  to: z.enum(LEAD_STATUSES).optional(),
  amount: z.number().int().min(0).max(LEAD_VALUE_MAX).nullable().optional(),
  reason: z.string().max(LEAD_REASON_MAX).nullable().optional(),
  text: z.string().min(1).max(LEAD_NOTE_MAX).optional(),
})
export type ActivityEntryDocument = z.infer<typeof activityEntrySchema>
