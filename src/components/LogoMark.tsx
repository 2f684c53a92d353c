/** The Oak & Ember mark, inline SVG: no request, sharp at any size. */
export function LogoMark({ size = 75, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="31" fill="#1f5135" />
      <circle cx="32" cy="32" r="27" fill="none" stroke="#8ebf9c" strokeWidth="1.5" />
      <path
        d="M32 10c2.6 3.2 6.8 4 7.6 8.2-2.7-.3-4.2.8-4.2.8 3.6 1.2 7.6 3.9 7.2 8.6-2.6-1.2-4.8-.7-4.8-.7 3 2.3 5.4 5.8 4 10.4-2.5-2.2-5.6-2.4-5.6-2.4.8 3.7-.6 7.6-4.2 9.6V52h-.2v-8.4c-3.6-2-5-5.9-4.2-9.6 0 0-3.1.2-5.6 2.4-1.4-4.6 1-8.1 4-10.4 0 0-2.2-.5-4.8.7-.4-4.7 3.6-7.4 7.2-8.6 0 0-1.5-1.1-4.2-.8C25.2 14 29.4 13.2 32 10Z"
        fill="#f3ede1"
      />
      <path
        d="M32 27c2.8 3 4.6 5.6 4.6 8.6a4.6 4.6 0 0 1-9.2 0c0-1.8.8-3.3 1.9-4.5.2 1.6 1 2.6 2 3-.6-2.6-.1-4.8.7-7.1Z"
        fill="#de4d0b"
      />
      <path d="M32 44v10" stroke="#f3ede1" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  )
}
