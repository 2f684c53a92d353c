export async function outcome(operation: Promise<unknown>): Promise<string> {
  try {
    await operation
    return 'allowed'
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
}
