// firestore.rules' `replyTemplates` match repeats these bounds.
import { z } from 'zod'

export const REPLY_TEMPLATES = 'replyTemplates'
export const REPLY_LABEL_MAX = 60
export const REPLY_SUBJECT_MAX = 200
export const REPLY_BODY_MAX = 1000

const filled = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => s.trim().length > 0, 'Write something here.')

export const replyTemplateSchema = z.object({
  label: filled(REPLY_LABEL_MAX),
  subject: z.string().max(REPLY_SUBJECT_MAX),
  body: filled(REPLY_BODY_MAX),
  order: z.number().int().min(0).max(50),
})
export type ReplyTemplateFields = z.infer<typeof replyTemplateSchema>
