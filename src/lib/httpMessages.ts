// Apart from the request client, so a form can say it when the client failed to load.
export const NO_RESPONSE_MESSAGE =
  'No response received from server. Check your network connection.'
