// Deliberately small, so the copy stays reviewable as data and one component renders all three
// policies.

export type Inline = string | { text: string; href: string } | { strong: string }

export type RichText = string | readonly Inline[]

export type LegalBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[] }

export interface LegalSection {
  id: string
  heading: string
  blocks: readonly LegalBlock[]
}

// A dated change beside a document, so its text and last-updated date stay as they were.
export interface LegalAddendum {
  id: string
  heading: string
  date: string
  blocks: readonly LegalBlock[]
}

export interface LegalDocumentData {
  title: string
  summary: string
  lastUpdated: string
  intro: readonly RichText[]
  sections: readonly LegalSection[]
  // Oldest first.
  addenda?: readonly LegalAddendum[]
}

export const link = (text: string, href: string): Inline => ({ text, href })
export const strong = (text: string): Inline => ({ strong: text })
export const paragraph = (...text: Inline[]): LegalBlock => ({
  kind: 'paragraph',
  text: text.length === 1 && typeof text[0] === 'string' ? text[0] : text,
})
export const list = (...items: RichText[]): LegalBlock => ({ kind: 'list', items })

export const policyLinks = {
  privacy: (text = 'Privacy Policy') => link(text, '/privacy-policy/'),
  terms: (text = 'Terms and Conditions') => link(text, '/terms-and-conditions/'),
  deletion: (text = 'Data Deletion Policy') => link(text, '/deletion-policy/'),
}
