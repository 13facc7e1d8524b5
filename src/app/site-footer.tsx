import { ExternalButton, InertButton } from '../components/button';
import { footerColumns, footerNote, footerSocial } from '../content/footer';
import { site } from '../content/site';
import { useT } from '../i18n/locale-context';
import { FooterLink } from './footer-link';
import styles from './site-footer.module.css';

// 'footer.game.title' → 'footer-game': the same id in every language.
const columnId = (title: string) => `footer-${title.split('.')[1] ?? title}`;

export function SiteFooter() {
  const discordNoteId = 'footer-discord-note';
  const t = useT();
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.top}>
          <div className={styles.brand}>
            <p className={styles.name}>{site.name}</p>
            <p className={styles.tagline}>{t('site.tagline')}</p>
            <div className={styles.social}>
              <ExternalButton
                href={footerSocial.social.href}
                variant="secondary"
                newTabLabel={t('hero.newTab')}
              >
                {t(footerSocial.social.label)}
              </ExternalButton>
              <InertButton describedBy={discordNoteId}>{footerSocial.discord.label}</InertButton>
              <span id={discordNoteId} className="sr-only">
                {t(footerSocial.discord.note)}
              </span>
            </div>
          </div>
          <div className={styles.columns}>
            {footerColumns.map((column) => (
              <nav key={column.title} aria-labelledby={columnId(column.title)}>
                <h2 id={columnId(column.title)} className={styles.columnTitle}>
                  {t(column.title)}
                </h2>
                <ul className={styles.links} role="list">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <p className={styles.legal}>{t(footerNote.legal, { year: footerNote.year })}</p>
      </div>
    </footer>
  );
}
