import { Badge } from '../components/badge';
import { ExternalButton, RouteButton } from '../components/button';
import { CopyAddress } from '../components/copy-address';
import { paths } from '../content/paths';
import { site } from '../content/site';
import { useFormat } from '../i18n/use-format';
import { useT } from '../i18n/locale-context';
import { HeroArt } from './hero-art';
import styles from './hero.module.css';

export function Hero() {
  const t = useT();
  const format = useFormat();
  return (
    <section id="top" aria-labelledby="hero-title" className={styles.hero}>
      <div className={styles.art}>
        <HeroArt alt={t('hero.imageAlt')} />
      </div>
      <div className={`container ${styles.text}`}>
        <div className={styles.inner}>
          <ul className={styles.badges} aria-label={t('hero.badgesLabel')} role="list">
            <li>
              <Badge color="flame">{site.token.symbol}</Badge>
            </li>
            <li>
              <Badge color="jade">{t('site.genre')}</Badge>
            </li>
            <li>
              <Badge color="violet">{site.network}</Badge>
            </li>
          </ul>
          <h1 id="hero-title" className={styles.title}>
            {site.name}
          </h1>
          <p className={styles.tagline}>{t('site.tagline')}</p>
          <p className={styles.lead}>{t('site.description')}</p>
          <div className={styles.actions}>
            <ExternalButton href={site.links.playNow} newTabLabel={t('hero.newTab')}>
              {t('hero.playNow')}
            </ExternalButton>
            <ExternalButton
              href={site.links.community}
              variant="secondary"
              newTabLabel={t('hero.newTab')}
            >
              {t('hero.joinCommunity')}
            </ExternalButton>
            <RouteButton href={paths.whitepaper} variant="ghost">
              {t('hero.whitepaper')}
            </RouteButton>
          </div>
          <div className={styles.stats}>
            <dl className={styles.stat}>
              <dt className={styles.statLabel}>{t('hero.marketCapLabel')}</dt>
              <dd className={styles.statValue}>{format.usd(site.token.launchMarketCapUsd)}</dd>
            </dl>
          </div>
          <CopyAddress address={site.contractAddress} />
        </div>
      </div>
    </section>
  );
}
