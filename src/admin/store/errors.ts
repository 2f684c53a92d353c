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

/** The device is offline: nothing was sent. */
export class Offline extends Error {
  constructor() {
    super('offline')
  }
}
