/**
 * The message for a request that got no answer. Kept apart from the request client so
 * forms can say it even when the client itself could not be loaded (offline before first use).
 */
export const NO_RESPONSE_MESSAGE =
  'No response received from server. Check your network connection.'
