import stillUrl from '../../assets/hero/masked-flame.svg';
import styles from './hero-art.module.css';

interface HeroArtProps {
  alt: string;
}

/** The hero's picture of the Masked Flame: a still image that needs no JavaScript or WebGL. */
export function HeroArt({ alt }: HeroArtProps) {
  return (
    <div className={styles.frame}>
      <img
        src={stillUrl}
        alt={alt}
        width={800}
        height={900}
        className={styles.image}
        fetchPriority="high"
        decoding="async"
      />
    </div>
  );
}
