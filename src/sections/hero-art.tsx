import { useEffect, useRef, useState } from 'react';
import still1200Avif from '../../assets/hero/masked-flame-1200.avif';
import still1200Webp from '../../assets/hero/masked-flame-1200.webp';
import still1440Avif from '../../assets/hero/masked-flame-1440.avif';
import still1440Webp from '../../assets/hero/masked-flame-1440.webp';
import still480Avif from '../../assets/hero/masked-flame-480.avif';
import still480Webp from '../../assets/hero/masked-flame-480.webp';
import still768Avif from '../../assets/hero/masked-flame-768.avif';
import still768Webp from '../../assets/hero/masked-flame-768.webp';
import still960Avif from '../../assets/hero/masked-flame-960.avif';
import still960Webp from '../../assets/hero/masked-flame-960.webp';
import type { SceneMode } from '../scene/gate/scene-verdict';
import { useSceneVerdict } from '../scene/gate/use-scene-verdict';
import type { MountedScene, SceneStatus } from '../scene/host/mount-scene';
import { armorySceneLink } from './armory-scene-link';
import styles from './hero-art.module.css';

// Rendered from the scene by `npm run render:still`, at the scene's 8:9 framing. The widths are
// what phones and desktops draw it at: a 412 px phone at 1.75x takes 768w, a 1280 px desktop 960w
// (62vw), a 390-412 px phone at 2.6-3x 1200w; each step down is fewer bytes and a shorter decode.
const stills = [
  { width: 480, avif: still480Avif, webp: still480Webp },
  { width: 768, avif: still768Avif, webp: still768Webp },
  { width: 960, avif: still960Avif, webp: still960Webp },
  { width: 1200, avif: still1200Avif, webp: still1200Webp },
  { width: 1440, avif: still1440Avif, webp: still1440Webp },
];
const srcSetOf = (format: 'avif' | 'webp') =>
  stills.map((still) => `${still[format]} ${still.width}w`).join(', ');
// The art box is the whole hero on small screens, its end 55% beside the text (--art-beside of
// styles/breakpoints.css) and its right 62% on a desktop (--desktop), as hero.module.css draws
// it; tests/e2e/styles.spec.ts holds this to both.
const sizes =
  '(min-width: 64rem) 62vw, (min-aspect-ratio: 4/5) 55vw, ' +
  '(min-width: 40rem) and (max-height: 59.99rem) 55vw, 100vw';

interface HeroArtProps {
  alt: string;
}

/**
 * The hero's picture of the Masked Flame. The still image is always there: it is what the page
 * shows before JavaScript, while the 3D loads, and whenever the 3D is gated off, fails or loses its
 * context. The live scene fades in over it once it has drawn its first frame.
 */
export function HeroArt({ alt }: HeroArtProps) {
  const verdict = useSceneVerdict();
  const [status, setStatus] = useState<SceneStatus>('loading');
  // Once started, the scene stays mounted: the Animation control pauses and resumes it.
  const [mode, setMode] = useState<SceneMode | null>(null);
  if (verdict?.show === 'scene' && mode !== verdict.mode) setMode(verdict.mode);
  const playing = verdict?.show === 'scene' && status !== 'failed';
  const state = verdict === null ? 'pending' : playing ? status : 'image';
  // For tests and diagnostics in every engine: the path the hero took, and why it shows the image.
  const path = verdict && (verdict.show === 'scene' ? verdict.mode : 'image');
  const reason = verdict?.show === 'image' ? verdict.reason : status === 'failed' ? 'failed' : null;

  const frameRef = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<MountedScene | null>(null);
  const playingRef = useRef(playing);
  useEffect(() => {
    playingRef.current = playing;
    sceneRef.current?.setPlaying(playing);
  }, [playing]);
  useEffect(() => {
    const frame = frameRef.current;
    if (!mode || !frame) return;
    let cancelled = false;
    // The scene's host is a small chunk of its own, fetched only now, with no three.js: that comes
    // later still, inside the scene's worker. The scene is framed on this box, where the still is.
    import('../scene/host/mount-scene')
      .then(({ mountScene }) => {
        if (cancelled) return;
        sceneRef.current = mountScene(frame, mode, playingRef.current, setStatus, armorySceneLink);
      })
      .catch(() => setStatus('failed'));
    return () => {
      cancelled = true;
      sceneRef.current?.dispose();
      sceneRef.current = null;
    };
  }, [mode]);

  return (
    <div
      ref={frameRef}
      className={styles.frame}
      data-scene={state}
      data-scene-path={path ?? undefined}
      data-scene-reason={reason ?? undefined}
    >
      <picture>
        <source type="image/avif" srcSet={srcSetOf('avif')} sizes={sizes} />
        <source type="image/webp" srcSet={srcSetOf('webp')} sizes={sizes} />
        <img
          src={still960Webp}
          alt={alt}
          width={1440}
          height={1620}
          className={styles.image}
          fetchPriority="high"
          decoding="async"
        />
      </picture>
    </div>
  );
}
