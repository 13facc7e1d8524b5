import { ExternalButton, InertButton } from '../components/button';
import { copy } from '../content/copy';
import { footerColumns, footerNote, footerSocial } from '../content/footer';
import { site } from '../content/site';
import { FooterLink } from './footer-link';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const discordNoteId = 'footer-discord-note';
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.top}>
          <div className={styles.brand}>
            <p className={styles.name}>{site.name}</p>
            <p className={styles.tagline}>{site.tagline}</p>
            <div className={styles.social}>
              <ExternalButton
                href={footerSocial.social.href}
                variant="secondary"
                newTabLabel={copy.hero.newTab}
              >
                {footerSocial.social.label}
              </ExternalButton>
              <InertButton describedBy={discordNoteId}>{footerSocial.discord.label}</InertButton>
              <span id={discordNoteId} className="sr-only">
                {footerSocial.discord.note}
              </span>
            </div>
          </div>
          <div className={styles.columns}>
            {footerColumns.map((column) => (
              <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
                <h2 id={`footer-${column.title}`} className={styles.columnTitle}>
                  {column.title}
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
        <p className={styles.legal}>{footerNote.legal}</p>
      </div>
    </footer>
  );
}
