import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { ConfirmDialog } from '../ConfirmDialog'
import type { AnyCollection } from '../collections/collection'
import type { DeskFirebase } from '../firebase'
import { LeaveDialog } from '../LeaveDialog'
import { useLeaveGuard } from '../useLeaveGuard'
import { ConflictPanel } from './ConflictPanel'
import { DraftNotice } from './DraftNotice'
import type { OtherDraft } from './drafts'
import { HistoryPanel } from './HistoryPanel'
import { OfflineBanner } from './OfflineBanner'
import { SaveActions } from './SaveActions'
import { type Outcome, useCollectionEditor } from './useCollectionEditor'
import { differsOf } from './words'

interface Leaving {
  path: string
  replace: boolean
  state?: { outcome: Outcome }
}

const TITLE = 'font-display text-3xl font-semibold text-forest-950'

export function EditorPage({
  collection,
  firebase,
  id,
}: {
  collection: AnyCollection
  firebase: DeskFirebase
  id: string | null
}) {
  // A new document saved for the first time continues at its own address, with what happened.
  const carried = (useLocation().state as { outcome?: Outcome } | null)?.outcome ?? null
  const editor = useCollectionEditor(collection, firebase, id, carried)
  const { state, stored, values, labels } = { ...editor, labels: collection.labels }
  const navigate = useNavigate()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [opening, setOpening] = useState<OtherDraft<unknown> | null>(null)
  const [leaving, setLeaving] = useState<Leaving | null>(null)
  const blocker = useLeaveGuard(editor.dirty && leaving === null)

  // After deleting, saving a new document or keeping a copy, the desk moves on without asking.
  useEffect(() => {
    if (leaving) navigate(leaving.path, { replace: leaving.replace, state: leaving.state })
  }, [leaving, navigate])
  const savedNew = !id && !collection.singleton ? (editor.outcome?.stored ?? null) : null
  useEffect(() => {
    if (savedNew && editor.outcome)
      setLeaving({
        path: collection.editPath(savedNew.id),
        replace: true,
        state: { outcome: editor.outcome },
      })
  }, [savedNew, editor.outcome, collection])

  const back = labels.list ? (
    <Link
      to={labels.list.path}
      className="font-semibold text-forest-900 underline-offset-2 hover:underline"
    >
      {labels.list.back}
    </Link>
  ) : null

  if (state.phase !== 'ready')
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        {back}
        {state.phase === 'loading' ? (
          <>
            {collection.singleton ? (
              <h1 className={`mt-3 ${TITLE}`}>{labels.heading(null)}</h1>
            ) : null}
            <p role="status" className="mt-4">
              Loading the {labels.noun}…
            </p>
          </>
        ) : (
          <>
            <h1 className={`mt-3 ${TITLE}`}>
              {state.phase === 'missing'
                ? `No such ${labels.noun}`
                : `The ${labels.noun} could not be read`}
            </h1>
            {state.phase === 'failed' ? (
              <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-medium text-red-800">
                {state.message}
              </p>
            ) : null}
          </>
        )}
      </div>
    )

  const { Fields, Preview } = collection
  const conflict = editor.conflict
  const fieldsColumn = (
    <div className="min-w-0">
      {/* Not a <form>: pickers hold forms of their own, and forms must not nest. Each action is
          its own button. */}
      <Fields
        firebase={firebase}
        values={values}
        problems={editor.problems}
        set={editor.setValues}
        stored={stored}
        others={editor.others}
      />
      <SaveActions
        collection={collection}
        editor={editor}
        onDelete={() => setConfirmDelete(true)}
      />
      {conflict ? (
        <ConflictPanel
          noun={labels.noun}
          plural={labels.plural ?? false}
          fields={labels.fields}
          mine={conflict.mine}
          theirs={conflict.theirs ? collection.toValues(conflict.theirs.doc) : null}
          theirsAt={conflict.theirs?.updatedAt ? new Date(conflict.theirs.updatedAt) : null}
          differs={
            conflict.theirs
              ? differsOf(collection, conflict.mine, collection.toValues(conflict.theirs.doc))
              : []
          }
          resolved={conflict.resolved}
          {...(collection.describe ? { describe: collection.describe } : {})}
          busy={!!editor.busy}
          onTakeTheirs={editor.takeTheirs}
          onSaveOver={() => void editor.saveOver()}
          onDismiss={editor.dismissConflict}
          {...(collection.copy
            ? {
                onKeepMine: () =>
                  void editor.keepMineAsCopy().then((copy) => {
                    if (copy)
                      setLeaving({
                        path: collection.editPath(copy.id),
                        replace: false,
                        state: { outcome: { action: 'copy', stored: copy } },
                      })
                  }),
              }
            : {})}
        />
      ) : null}
      {collection.kind.history && stored ? (
        <HistoryPanel
          key={`history-${stored.updatedAt ?? 'unsaved'}`}
          firebase={firebase}
          collection={collection}
          id={editor.id}
          current={values}
          busy={!!editor.busy}
          onRestore={editor.restore}
        />
      ) : null}
    </div>
  )

  const beside = Preview && collection.previewPlacement !== 'below'
  return (
    <div className={`mx-auto ${Preview ? 'max-w-7xl' : 'max-w-3xl'} px-4 py-6`} data-editor>
      {back}
      <h1 className={`${back ? 'mt-3 ' : ''}${TITLE}`}>{labels.heading(stored)}</h1>
      {labels.intro ? <div className="mt-2 max-w-3xl text-stone-800">{labels.intro}</div> : null}
      <div className="max-w-3xl">
        <OfflineBanner />
        <DraftNotice
          noun={labels.noun}
          kept={editor.kept}
          offers={editor.offers}
          onDiscard={editor.discard}
          onOpen={(offer) => (editor.dirty ? setOpening(offer) : editor.openOffer(offer))}
          onDismiss={editor.dismissOffer}
        />
      </div>
      {beside ? (
        <div className="mt-2 grid gap-8 lg:grid-cols-2">
          {fieldsColumn}
          <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
            <Preview firebase={firebase} values={values} stored={stored} />
          </div>
        </div>
      ) : (
        <>
          <div className="max-w-3xl">{fieldsColumn}</div>
          {Preview ? <Preview firebase={firebase} values={values} stored={stored} /> : null}
        </>
      )}
      {confirmDelete && stored && collection.deleteMessage ? (
        <ConfirmDialog
          title={`Delete this ${labels.noun}?`}
          message={collection.deleteMessage(stored.doc, collection.isLive(stored.doc, new Date()))}
          confirmLabel="Delete"
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => {
            setConfirmDelete(false)
            void editor.remove().then((ok) => {
              if (ok && labels.list) setLeaving({ path: labels.list.path, replace: false })
            })
          }}
        />
      ) : null}
      {opening ? (
        <ConfirmDialog
          title="Replace your changes?"
          message={`This tab has unsaved changes of its own. Opening the other tab’s puts them in their place (the other tab keeps its copy while it is open).`}
          confirmLabel="Open them"
          onCancel={() => setOpening(null)}
          onConfirm={() => {
            editor.openOffer(opening)
            setOpening(null)
          }}
        />
      ) : null}
      <LeaveDialog blocker={blocker} noun={labels.noun} onDiscard={editor.discard} />
    </div>
  )
}
