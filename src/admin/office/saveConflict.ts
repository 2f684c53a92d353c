// A won job's value as the office writes it.
export const formatDollars = (value: number) => `$${value.toLocaleString('en-US')}`
