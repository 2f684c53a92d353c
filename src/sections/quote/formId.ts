/** The guided quote request's form id: its draft, honeypot and data-form name. */
export const QUOTE_FORM_ID = 'quote'
