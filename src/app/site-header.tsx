import { Link, useLocation } from 'wouter';
import { AnimationToggle } from '../components/animation-toggle';
import { Icon } from '../components/icon';
import { LanguageMenu } from '../components/language-menu';
import { SectionMenu } from '../components/section-menu';
import { SectionNav } from '../components/section-nav';
import { paths } from '../content/paths';
import { site } from '../content/site';
import { useLocale, useT } from '../i18n/locale-context';
import { localizedPath } from '../i18n/locales';
import navLink from '../components/nav-link.module.css';
import styles from './site-header.module.css';

export function SiteHeader() {
  const [location] = useLocation();
  const t = useT();
  // Section links are plain anchors (they work before the app), outside the router's base.
  const homeHref = localizedPath(useLocale(), paths.home);
  const onHome = location === paths.home;
  const whitepaperCurrent = location === paths.whitepaper ? 'page' : undefined;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href={paths.home} className={styles.brand} aria-label={t('nav.home')}>
          <Icon name="flame" className={styles.mark} size={22} />
          <span className={styles.wordmark}>{site.name}</span>
        </Link>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          {/* One of the two is displayed, by screen width: a row of links, or a compact menu. */}
          <div className={styles.wide}>
            <SectionNav onHome={onHome} homeHref={homeHref} />
            <Link href={paths.whitepaper} className={navLink.link} aria-current={whitepaperCurrent}>
              {t('nav.whitepaper')}
            </Link>
          </div>
          <div className={styles.compact}>
            <SectionMenu onHome={onHome} homeHref={homeHref}>
              <Link href={paths.whitepaper} aria-current={whitepaperCurrent}>
                {t('nav.whitepaper')}
              </Link>
            </SectionMenu>
          </div>
        </nav>
        <AnimationToggle />
        <LanguageMenu />
      </div>
    </header>
  );
}
