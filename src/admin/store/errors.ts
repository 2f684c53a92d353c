/** Why a desk save was refused, typed, so the editor can say what happened beside the control. */

/** Someone saved (or deleted) the document since the editor opened it. */
export class SaveConflict<Stored = unknown> extends Error {
  constructor(
    readonly theirs: Stored | null,
    noun = 'post',
  ) {
    super(
      theirs
        ? `The ${noun} was changed since you opened it.`
        : `The ${noun} was deleted meanwhile.`,
    )
  }
}

/** Another document of the collection carries the slug. */
export class SlugTaken extends Error {
  constructor(
    readonly slug: string,
    readonly holderTitle: string | null,
    noun = 'post',
  ) {
    super(`The slug “${slug}” belongs to another ${noun}.`)
  }
}

/** The desk's one sentence for offline, wherever something needed the server. */
export const OFFLINE_SENTENCE =
  'You are offline: nothing was saved or sent, and nothing waits to be sent later. What you typed stays on this device; try again once you are back online.'

/** The device is offline: nothing was sent (docs/decisions/0018). */
export class Offline extends Error {
  constructor() {
    super(OFFLINE_SENTENCE)
  }
}
