import { LEAD_VALUE_MAX } from '../../lib/leadRecord'
import { type Money, parseMoney } from '../../lib/money'

/** The job's value as typed ("12,500", "$12500") in whole dollars, or why it is not one. */
export const parseValue = (text: string): Money => parseMoney(text, { max: LEAD_VALUE_MAX })
