export const QUOTE_FORM_ID = 'quote'
