import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LanguageSuggestionSlot } from '../components/language-suggestion-slot';
import { ToasterSlot } from '../components/toaster-slot';
import { useT } from '../i18n/locale-context';
import { useScrollToTop } from './use-scroll-to-top';
import { SiteFooter } from './site-footer';
import styles from './layout.module.css';
import { SiteHeader } from './site-header';
import { useHeadOrphans } from './use-head-orphans';

export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  useScrollToTop(location);
  useHeadOrphans(location);
  const t = useT();
  return (
    <>
      <a href="#main" className={`${styles.skip}`}>
        {t('skipLink')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
      {/* Toasts exist only in the browser: nothing to pre-render, nothing to mismatch. */}
      <ToasterSlot />
      <LanguageSuggestionSlot />
    </>
  );
}
