import { useEffect, useState } from 'react'

/** The time, renewed every minute: "waiting 3 h" keeps counting while the list stays open. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}
