// The editor's sentences, the same for every collection.
import type { AnyCollection, Collection } from '../collections/collection'
import type { Problems } from '../content/formProblems'

type Labels = Pick<Collection<unknown, unknown>['labels'], 'noun' | 'plural'>

export const subjectOf = ({ noun, plural }: Labels) =>
  plural ? `the ${noun} were` : `this ${noun} was`

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The form's field a problem belongs to: "hours.0.closes" is the hours'. */
export function fieldOfProblem(path: string, collection: AnyCollection): string {
  return collection.fieldOf?.(path) ?? path.split('.')[0] ?? path
}

/** Beside the buttons: how many fields stopped the save, and which (each is marked above). */
export function refusalSentence(problems: Problems, collection: AnyCollection): string {
  const count = Object.keys(problems).length
  const fields = collection.labels.fields as Record<string, string | undefined>
  const names = [
    ...new Set(
      Object.keys(problems)
        .map((path) => fields[fieldOfProblem(path, collection)])
        .filter((name): name is string => Boolean(name)),
    ),
  ]
  const need = count === 1 ? 'one field needs' : `${count} fields need`
  return `Not saved: ${need} attention (marked above)${names.length ? `: ${names.join(', ')}` : ''}.`
}

const INTERNAL = new Set(['key', 'path', 'source', 'beforeOf', 'slugEdited'])

export function shown(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.map(shown).filter(Boolean).join(', ')
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !INTERNAL.has(key))
      .map(([, inner]) => shown(inner))
      .filter(Boolean)
      .join(' ')
  return String(value)
}

export function differingLabels<Values>(
  fields: Partial<Record<string, string>>,
  mine: Values,
  theirs: Values,
): string[] {
  const value = (values: Values, key: string) => (values as Record<string, unknown>)[key]
  return Object.entries(fields)
    .filter(([key]) => JSON.stringify(value(mine, key)) !== JSON.stringify(value(theirs, key)))
    .map(([, label]) => label as string)
}

export function differsOf<Values>(collection: AnyCollection, mine: Values, theirs: Values) {
  return collection.differs
    ? collection.differs(mine, theirs)
    : differingLabels(collection.labels.fields, mine, theirs)
}
