/**
 * The shape of a legal document. Deliberately small: paragraphs and bullet lists of plain text
 * with the odd link or bold lead-in, so the copy stays reviewable as data and one component
 * (src/sections/LegalDocument.tsx) renders all three policies the same way.
 */

/** A piece of running text: plain, a link (internal paths end in a slash), or a bold lead-in. */
export type Inline = string | { text: string; href: string } | { strong: string }

/** A run of text: a plain string, or pieces rendered one after another. */
export type RichText = string | readonly Inline[]

export type LegalBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[] }

export interface LegalSection {
  /** Anchor id of the section heading; unique within the document. */
  id: string
  heading: string
  blocks: readonly LegalBlock[]
}

/**
 * A dated change published beside a document rather than written into it: the original text and
 * its last-updated date stay as they were, and the addendum says what changed and when.
 */
export interface LegalAddendum {
  id: string
  heading: string
  /** ISO date (YYYY-MM-DD) the addendum takes effect. */
  date: string
  blocks: readonly LegalBlock[]
}

export interface LegalDocumentData {
  /** The page's <h1>. */
  title: string
  /** One sentence under the <h1>: what this document is for. */
  summary: string
  /** ISO date (YYYY-MM-DD) of the last revision. */
  lastUpdated: string
  intro: readonly RichText[]
  sections: readonly LegalSection[]
  /** After the sections, each under its own heading and date, oldest first. */
  addenda?: readonly LegalAddendum[]
}

export const link = (text: string, href: string): Inline => ({ text, href })
export const strong = (text: string): Inline => ({ strong: text })
export const paragraph = (...text: Inline[]): LegalBlock => ({
  kind: 'paragraph',
  text: text.length === 1 && typeof text[0] === 'string' ? text[0] : text,
})
export const list = (...items: RichText[]): LegalBlock => ({ kind: 'list', items })

/** Cross-links between the three policies, written to their final URLs. */
export const policyLinks = {
  privacy: (text = 'Privacy Policy') => link(text, '/privacy-policy/'),
  terms: (text = 'Terms and Conditions') => link(text, '/terms-and-conditions/'),
  deletion: (text = 'Data Deletion Policy') => link(text, '/deletion-policy/'),
}
