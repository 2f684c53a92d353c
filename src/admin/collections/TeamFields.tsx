import { mediaPath, type SnapshotPhoto } from '../../content/schema/photo'
import { TEAM_LIMITS, type TeamMemberDocument } from '../../content/schema/team'
import { TeamGrid } from '../../sections/TeamGrid'
import { TextAreaField } from '../content/TextAreaField'
import { TextField } from '../content/TextField'
import { ALT_HINT, Thumbnail } from '../editing/PhotoCards'
import { PreviewSection } from '../editing/PreviewSection'
import { BLANK, useStaffImages } from '../editing/useStaffImages'
import { describedBy, FieldError, SECONDARY_BUTTON } from '../Field'
import { LibraryButton } from '../library/LibraryButton'
import { firstAlt } from '../library/libraryApi'
import { PhotoQueueList } from '../media/PhotoQueueList'
import { usePhotoQueue } from '../media/usePhotoQueue'
import type { FieldsProps, PreviewProps } from './collection'
import type { TeamValues } from './team'

type Props = FieldsProps<TeamMemberDocument, TeamValues>

const PROFILE = {
  type: 'url',
  inputMode: 'url',
  autoCapitalize: 'none',
  hint: 'Its https address.',
}

export function TeamFields({ firebase, values, problems, set }: Props) {
  const text = (key: keyof TeamValues, label: string, extra = {}) => (
    <TextField
      id={`team-${key}`}
      label={label}
      value={values[key] as string}
      error={problems[key]}
      onChange={(value) => set({ [key]: value })}
      {...extra}
    />
  )
  return (
    <>
      {text('name', 'Name', { maxLength: TEAM_LIMITS.name, autoComplete: 'off' })}
      {text('role', 'Role', { maxLength: TEAM_LIMITS.role, hint: 'Like “Lead Designer”.' })}
      <TextAreaField
        id="team-description"
        label="About them"
        hint="A sentence or two, as the card shows it."
        rows={3}
        maxLength={TEAM_LIMITS.description}
        value={values.description}
        error={problems.description}
        onChange={(description) => set({ description })}
      />
      <Photo firebase={firebase} values={values} problems={problems} set={set} />
      <fieldset className="mt-6 rounded-xl border border-stone-300 p-3">
        <legend className="px-1 font-semibold">Profiles</legend>
        {text('linkedin', 'LinkedIn', PROFILE)}
        {text('twitter', 'Twitter', PROFILE)}
        {text('dribbble', 'Dribbble', PROFILE)}
      </fieldset>
    </>
  )
}

function Photo({ firebase, values, problems, set }: Omit<Props, 'stored' | 'others'>) {
  const queue = usePhotoQueue(firebase, (photo) =>
    set({ photo: { kind: 'upload', hash: photo.result.hash } }),
  )
  const pending = queue.photos.filter((p) => p.state !== 'done')
  return (
    <fieldset
      className="mt-6 rounded-xl border border-stone-300 p-3"
      aria-describedby={describedBy('team-photo', { error: problems.photo })}
    >
      <legend className="px-1 font-semibold">Photo</legend>
      {values.photo ? (
        <div className="max-w-48">
          <Thumbnail firebase={firebase} source={values.photo} />
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <label htmlFor="team-photo-pick" className={`${SECONDARY_BUTTON} cursor-pointer`}>
          {values.photo ? 'Choose another photo' : 'Choose a photo'}
        </label>
        <input
          id="team-photo-pick"
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={(e) => {
            const input = e.currentTarget
            if (input.files?.length) queue.add(Array.from(input.files))
            input.value = ''
          }}
        />
        <LibraryButton
          firebase={firebase}
          onPick={(photo) =>
            set((v) => ({
              ...v,
              photo: { kind: 'upload', hash: photo.hash },
              photoAlt: v.photoAlt || firstAlt(photo),
            }))
          }
        />
      </div>
      <PhotoQueueList photos={pending} onRetry={queue.retry} onDismiss={queue.remove} />
      <FieldError id="team-photo" error={problems.photo} />
      <TextField
        id="team-photoAlt"
        label="Photo’s alt text"
        hint={ALT_HINT}
        value={values.photoAlt}
        error={problems.photoAlt}
        onChange={(photoAlt) => set({ photoAlt })}
      />
    </fieldset>
  )
}

export function TeamPreview({ firebase, values }: PreviewProps<TeamMemberDocument, TeamValues>) {
  const upload = values.photo?.kind === 'upload' ? mediaPath(values.photo.hash) : null
  const shown = useStaffImages(firebase, upload ? [upload] : [])
  const photo: SnapshotPhoto =
    values.photo?.kind === 'asset'
      ? { source: values.photo, alt: values.photoAlt }
      : {
          source: values.photo ?? { kind: 'upload', hash: '0'.repeat(64) },
          alt: values.photoAlt,
          responsive: {
            src: (upload && shown.get(upload)) || BLANK,
            width: 800,
            height: 800,
            sources: [],
          },
        }
  return (
    <PreviewSection note="The card as the landing page’s team shows it.">
      <TeamGrid
        id="team-preview"
        title="Meet the team"
        members={[
          {
            name: values.name,
            role: values.role,
            description: values.description,
            photo,
            links: {
              linkedin: values.linkedin,
              twitter: values.twitter,
              dribbble: values.dribbble,
            },
            sample: false,
          },
        ]}
        hiring={[]}
      />
    </PreviewSection>
  )
}
