// The desk's collections, in the order of its navigation: each is declared once, in its own file
// with its fields (docs/decisions/0039).
import type { AnyCollection } from './collection'
import { facts } from './facts'
import { faqs } from './faqs'
import { posts } from './posts'
import { prices } from './prices'
import { projects } from './projects'
import { reviews } from './reviews'
import { team } from './team'

export const COLLECTIONS: readonly AnyCollection[] = [
  posts,
  projects,
  reviews,
  facts,
  prices,
  faqs,
  team,
]

export function collectionNamed(name: string): AnyCollection | undefined {
  return COLLECTIONS.find((c) => c.name === name)
}

export const navName = (c: AnyCollection) => c.labels.list?.title ?? c.labels.heading(null)
