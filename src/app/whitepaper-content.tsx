import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { tokenUtility } from '../content/utility';
import { site } from '../content/site';
import Whitepaper from '../content/whitepaper.mdx';
import { formatNumber } from '../lib/format';
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

const components = {
  section: Section,
  MaxSupply: () => <>{formatNumber(site.token.maxSupply)}</>,
  TokenUtility: () => (
    <ul>
      {tokenUtility.map((entry) => (
        <li key={entry.text}>{entry.text}</li>
      ))}
    </ul>
  ),
};

export function WhitepaperContent() {
  return <Whitepaper components={components} />;
}
