import { Badge } from '../components/badge';
import { ExternalButton, RouteButton } from '../components/button';
import { CopyAddress } from '../components/copy-address';
import { HeroArt } from '../scene/gate/hero-art';
import { copy } from '../content/copy';
import { paths } from '../content/paths';
import { site } from '../content/site';
import { formatUsd } from '../lib/format';
import styles from './hero.module.css';

export function Hero() {
  return (
    <section id="top" aria-labelledby="hero-title" className={styles.hero}>
      <div className={styles.art}>
        <HeroArt alt={copy.hero.imageAlt} />
      </div>
      <div className={`container ${styles.text}`}>
        <div className={styles.inner}>
          <ul className={styles.badges} aria-label={copy.hero.badgesLabel} role="list">
            <li>
              <Badge color="flame">{site.token.symbol}</Badge>
            </li>
            <li>
              <Badge color="jade">{site.genre}</Badge>
            </li>
            <li>
              <Badge color="violet">{site.network}</Badge>
            </li>
          </ul>
          <h1 id="hero-title" className={styles.title}>
            {site.name}
          </h1>
          <p className={styles.tagline}>{site.tagline}</p>
          <p className={styles.lead}>{site.description}</p>
          <div className={styles.actions}>
            <ExternalButton href={site.links.playNow} newTabLabel={copy.hero.newTab}>
              {copy.hero.playNow}
            </ExternalButton>
            <ExternalButton
              href={site.links.community}
              variant="secondary"
              newTabLabel={copy.hero.newTab}
            >
              {copy.hero.joinCommunity}
            </ExternalButton>
            <RouteButton href={paths.whitepaper} variant="ghost">
              {copy.hero.whitepaper}
            </RouteButton>
          </div>
          <div className={styles.stats}>
            <dl className={styles.stat}>
              <dt className={styles.statLabel}>{copy.hero.marketCapLabel}</dt>
              <dd className={styles.statValue}>{formatUsd(site.token.launchMarketCapUsd)}</dd>
            </dl>
          </div>
          <CopyAddress address={site.contractAddress} />
        </div>
      </div>
    </section>
  );
}
