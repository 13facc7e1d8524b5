import { useLocation } from 'wouter';
import { useLocale, useT } from '../i18n/locale-context';
import { locales, localizedPath } from '../i18n/locales';
import { rememberLocale } from '../i18n/remembered-locale';
import { Disclosure } from './disclosure';
import { Icon } from './icon';
import styles from './language-menu.module.css';

/**
 * The language switcher: plain links to this page in every language, each named in its own
 * language, so it works before and without JavaScript. A link is a full page load (the other
 * language's catalog is another chunk), and the choice is kept for the next visit.
 */
export function LanguageMenu() {
  const t = useT();
  const current = useLocale();
  // Inside the router's base: '/whitepaper' on '/es/whitepaper'.
  const [path] = useLocation();
  return (
    <div className={styles.menu}>
      <Disclosure
        summary={
          <>
            <Icon name="globe" size={16} />
            <span className="sr-only">{t('language.choose', { language: current.name })}</span>
            <span aria-hidden="true" className={styles.code}>
              {current.code}
            </span>
          </>
        }
      >
        <ul className={styles.list} role="list" aria-label={t('language.label')}>
          {locales.map((locale) => (
            <li key={locale.code}>
              <a
                href={localizedPath(locale, path || '/')}
                hrefLang={locale.lang}
                lang={locale.lang}
                dir={locale.dir}
                aria-current={locale.code === current.code ? 'true' : undefined}
                onClick={() => rememberLocale(locale.code)}
              >
                {locale.name}
              </a>
            </li>
          ))}
        </ul>
      </Disclosure>
    </div>
  );
}
