import type { z } from 'zod'

/** Problems by the path of the field they belong to ("phone.tel", "hours.0.closes"). */
export type Problems = Record<string, string>

/** The schema's complaints about `value`, one per field (the first), by path. */
export function schemaProblems(schema: z.ZodType, value: unknown): Problems {
  const parsed = schema.safeParse(value)
  const problems: Problems = {}
  if (parsed.success) return problems
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.')
    problems[path] ??= issue.message
  }
  return problems
}

/** The labels of the fields whose values differ between two versions of a form. */
export function differingFields<Values>(labels: Partial<Record<keyof Values, string>>) {
  return (mine: Values, theirs: Values): string[] =>
    (Object.keys(labels) as (keyof Values)[])
      .filter((key) => JSON.stringify(mine[key]) !== JSON.stringify(theirs[key]))
      .map((key) => labels[key] as string)
}
