import { Play } from 'lucide-react'
import { useState } from 'react'
import { images } from '../assets/images'
import type { ImageKey } from '../assets/images/keys'
import { Picture } from '../components/Picture'

interface VideoFacadeProps {
  /** YouTube video id, played from youtube-nocookie.com only after the visitor asks. */
  videoId: string
  title: string
  poster: ImageKey
}

// The player, and every request to the video host, loads only when the visitor presses play.
export function VideoFacade({ videoId, title, poster }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false)

  if (playing) {
    return (
      <div className="aspect-video overflow-hidden rounded-3xl bg-black shadow-lg">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="h-full w-full"
        />
      </div>
    )
  }

  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-3xl shadow-lg"
    >
      <Picture
        image={{ ...images[poster], alt: '' }}
        sizes="(min-width: 1024px) 1100px, 100vw"
        className="absolute inset-0"
        imgClassName="h-full w-full object-cover"
      />
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-forest-950/30 group-hover:bg-forest-950/20"
      />
      <span className="absolute inset-0 grid place-items-center">
        <span className="flex items-center gap-3 rounded-full bg-white/95 py-3 pr-6 pl-3 font-semibold text-forest-950 shadow-lg">
          <span className="grid size-11 place-items-center rounded-full bg-ember-700 text-white">
            <Play aria-hidden="true" className="size-5 fill-current" />
          </span>
          Play video: {title}
        </span>
      </span>
    </button>
  )
}
