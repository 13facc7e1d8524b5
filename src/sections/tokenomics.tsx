import { BadgeCheck } from 'lucide-react';
import { AllocationChart } from '../components/allocation-chart';
import { Icon } from '../components/icon';
import { Section } from '../components/section';
import { allocation } from '../content/allocation';
import { copy } from '../content/copy';
import { site } from '../content/site';
import { tokenUtility } from '../content/utility';
import { formatNumber, formatPercent, formatUsd } from '../lib/format';
import styles from './tokenomics.module.css';

export function Tokenomics() {
  const text = copy.sections.tokenomics;
  const total = allocation.reduce((sum, entry) => sum + entry.percent, 0);
  return (
    <Section id="tokenomics" eyebrow={text.eyebrow} title={text.title}>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{text.maxSupply}</dt>
          <dd>
            {formatNumber(site.token.maxSupply)} {site.token.ticker}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{text.marketCap}</dt>
          <dd>{formatUsd(site.token.launchMarketCapUsd)}</dd>
        </div>
        {site.token.audited ? (
          <div className={styles.stat}>
            <dt>{text.contract}</dt>
            <dd className={styles.audited}>
              <BadgeCheck aria-hidden="true" size={24} />
              {text.audited}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.columns}>
        <AllocationChart
          entries={allocation}
          caption={text.allocation}
          nameHeader={text.allocationName}
          shareHeader={text.allocationShare}
          total={{ value: formatPercent(total), label: site.token.ticker }}
        />
        <div>
          <h3 className={styles.utilityTitle}>{text.utility}</h3>
          <ul className={styles.utility} role="list">
            {tokenUtility.map((entry) => (
              <li key={entry.text}>
                <Icon name={entry.icon} size={20} className={styles.utilityIcon} />
                {entry.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
