import { LEAD_VALUE_MAX } from '../../lib/leadRecord'
import { type Money, parseMoney } from '../../lib/money'

/** An amount as typed ("25,000", "$25000") in whole dollars, or why it is not one. */
export const parseValue = (text: string): Money => parseMoney(text, { max: LEAD_VALUE_MAX })

export const formatMoney = (amount: number) => `$${amount.toLocaleString('en-US')}`
