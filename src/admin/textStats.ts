// Markup and addresses are not words; 230 a minute is an adult's silent reading of non-fiction.
const WORDS_PER_MINUTE = 230

export function textStats(markdown: string): { words: number; minutes: number } {
  // No class reaches past the next bracket or '<': on a pasted run of them, linear, not quadratic.
  const text = markdown
    .replace(/!\[([^[\]]*)\]\([^)[\]]*\)/g, ' ')
    .replace(/\]\([^)[\]]*\)/g, ' ')
    .replace(/<[^<>]+>/g, ' ')
  const words = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0
  return { words, minutes: words ? Math.max(1, Math.round(words / WORDS_PER_MINUTE)) : 0 }
}
