// The next render would reset controlled fields, so the forms adopt it in their mount effect.
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
