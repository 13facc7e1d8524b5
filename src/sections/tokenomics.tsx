import { BadgeCheck } from 'lucide-react';
import { AllocationChart } from '../components/allocation-chart';
import { CountUp } from '../components/count-up';
import { Icon } from '../components/icon';
import { Reveal, RevealGroup } from '../reveal/reveal';
import { Section } from '../components/section';
import { allocation } from '../content/allocation';
import { copy } from '../content/copy';
import { site } from '../content/site';
import { tokenUtility } from '../content/utility';
import { formatNumber, formatUsd } from '../lib/format';
import grid from './card-grid.module.css';
import styles from './tokenomics.module.css';

export function Tokenomics() {
  const text = copy.sections.tokenomics;
  const total = allocation.reduce((sum, entry) => sum + entry.percent, 0);
  return (
    <Section id="tokenomics" eyebrow={text.eyebrow} title={text.title}>
      <dl className={`${grid.trio} ${styles.stats}`}>
        <RevealGroup>
          <Reveal className={styles.stat}>
            <dt className={styles.statLabel}>{text.maxSupply}</dt>
            <dd>
              <CountUp value={site.token.maxSupply} format={formatNumber} />{' '}
              <span className={styles.unit}>{site.token.ticker}</span>
            </dd>
          </Reveal>
          <Reveal className={styles.stat}>
            <dt className={styles.statLabel}>{text.marketCap}</dt>
            <dd>
              <CountUp value={site.token.launchMarketCapUsd} format={formatUsd} />
            </dd>
          </Reveal>
          {site.token.audited ? (
            <Reveal className={styles.stat}>
              <dt className={styles.statLabel}>{text.contract}</dt>
              <dd className={styles.audited}>
                <BadgeCheck aria-hidden="true" size={24} />
                {text.audited}
              </dd>
            </Reveal>
          ) : null}
        </RevealGroup>
      </dl>
      <div className={styles.columns}>
        <AllocationChart
          entries={allocation}
          caption={text.allocation}
          nameHeader={text.allocationName}
          shareHeader={text.allocationShare}
          total={{ value: total, label: site.token.ticker }}
        />
        <div>
          <h3 className={styles.utilityTitle}>{text.utility}</h3>
          <ul className={styles.utility} role="list">
            <RevealGroup stagger={0.06}>
              {tokenUtility.map((entry) => (
                <Reveal as="li" key={entry.text} from="left">
                  <Icon name={entry.icon} size={20} className={styles.utilityIcon} />
                  {entry.text}
                </Reveal>
              ))}
            </RevealGroup>
          </ul>
        </div>
      </div>
    </Section>
  );
}
