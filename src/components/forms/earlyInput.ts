/**
 * What a visitor typed or chose in the pre-rendered form before React took over (a radio group's
 * checked value included). Hydration leaves
 * it in the DOM, but the next render would reset each controlled field to its (empty) state,
 * so the forms read it in their mount effect, before any re-render, and adopt it.
 */
export function typedBeforeHydration(
  form: HTMLFormElement | null,
  names: readonly string[],
): Record<string, string> {
  const typed: Record<string, string> = {}
  for (const name of names) {
    const field = form?.elements.namedItem(name)
    const value =
      field instanceof RadioNodeList ||
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
        ? field.value
        : ''
    if (value) typed[name] = value
  }
  return typed
}
