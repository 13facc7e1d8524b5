import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { MDXContent } from 'mdx/types';
import { tokenUtility } from '../content/utility';
import { site } from '../content/site';
import { useFormat } from '../i18n/use-format';
import { useLocale, useT } from '../i18n/locale-context';
import { isolated } from '../i18n/translate';
import styles from './whitepaper-page.module.css';

/** A Markdown heading and what follows it: a labelled region, or a milestone card under it. */
function Section({ children }: { children?: ReactNode }) {
  const heading = Children.toArray(children).find(isValidElement) as
    ReactElement<{ id?: string }> | undefined;
  const milestone = heading?.type === 'h3';
  return (
    <section
      aria-labelledby={heading?.props.id}
      className={milestone ? styles.milestone : styles.section}
    >
      {children}
    </section>
  );
}

function MaxSupply() {
  const format = useFormat();
  return <>{format.number(site.token.maxSupply)}</>;
}

function TokenUtility() {
  const t = useT();
  return (
    <ul>
      {tokenUtility.map((entry) => (
        <li key={entry.text}>{t(entry.text)}</li>
      ))}
    </ul>
  );
}

/** A product name in the page's text, kept in its own order inside right-to-left text. */
function ProductName({ text }: { text: string }) {
  return isolated(text, useLocale().dir);
}

// The product names, as tags a translator can move around a sentence: <Name />, <Symbol />, …
const components = {
  section: Section,
  Name: () => <ProductName text={site.name} />,
  Symbol: () => <ProductName text={site.token.symbol} />,
  Network: () => <ProductName text={site.network} />,
  MaxSupply,
  TokenUtility,
};

/** The whitepaper's Markdown, in the page's language, with the site's names and numbers. */
export function WhitepaperContent({ Content }: { Content: MDXContent }) {
  return <Content components={components} />;
}
