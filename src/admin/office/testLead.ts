/** A lead for the unit tests: a contact-form lead received at `receivedAt`; override any part. */
import type { OfficeLead } from './lead'

export function testLead(
  receivedAt: string,
  extra: Partial<Omit<OfficeLead, 'fields'>> & { fields?: Record<string, string> } = {},
): OfficeLead {
  return {
    id: `lead-${receivedAt}`,
    form: 'contact',
    via: 'app',
    receivedAt: new Date(receivedAt),
    status: 'new',
    value: null,
    quotedAmount: null,
    lostReason: null,
    note: '',
    contactedAt: null,
    updatedAt: null,
    readAt: null,
    version: '',
    delivery: {
      state: 'delivered',
      attempts: 1,
      lastError: null,
      deliveredAt: new Date(receivedAt),
      nextAttemptAt: null,
    },
    ...extra,
    fields: { name: 'Pat Doe', email: 'pat@example.com', page: '/contact/', ...extra.fields },
  }
}
