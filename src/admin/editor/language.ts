import { commonmarkLanguage } from '@codemirror/lang-markdown'
import { Language } from '@codemirror/language'
import { GFM, type MarkdownParser } from '@lezer/markdown'

/**
 * Markdown as the site's pipeline reads it (remark-gfm): CommonMark with tables, task lists,
 * strikethrough and bare links. The library's markdownLanguage also reads ~sub~, ^sup^ and
 * :emoji:, which the page does not; and its markdown() brings in the HTML language (about 70 KB).
 * The commonmark language's data is kept, so the library's list commands know this language.
 */
export const bodyLanguage = new Language(
  commonmarkLanguage.data,
  (commonmarkLanguage.parser as MarkdownParser).configure(GFM),
  [],
  'markdown',
)
