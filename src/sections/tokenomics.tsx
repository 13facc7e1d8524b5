import { AllocationChart } from '../components/allocation-chart';
import { CountUp } from '../components/count-up';
import { Icon } from '../components/icon';
import { Reveal, RevealGroup } from '../reveal/reveal';
import { Section } from '../components/section';
import { allocation } from '../content/allocation';
import { site } from '../content/site';
import { tokenUtility } from '../content/utility';
import { useFormat } from '../i18n/use-format';
import { useT } from '../i18n/locale-context';
import grid from './card-grid.module.css';
import styles from './tokenomics.module.css';

export function Tokenomics() {
  const t = useT();
  const format = useFormat();
  const total = allocation.reduce((sum, entry) => sum + entry.percent, 0);
  return (
    <Section
      id="tokenomics"
      eyebrow={t('sections.tokenomics.eyebrow')}
      title={t('sections.tokenomics.title')}
    >
      <dl className={`${grid.trio} ${styles.stats}`}>
        <RevealGroup>
          <Reveal className={styles.stat}>
            <dt className={styles.statLabel}>{t('sections.tokenomics.maxSupply')}</dt>
            <dd>
              <CountUp value={site.token.maxSupply} format={format.number} />{' '}
              <span className={styles.unit}>{site.token.ticker}</span>
            </dd>
          </Reveal>
          <Reveal className={styles.stat}>
            <dt className={styles.statLabel}>{t('sections.tokenomics.marketCap')}</dt>
            <dd>
              <CountUp value={site.token.launchMarketCapUsd} format={format.usd} />
            </dd>
          </Reveal>
          {site.token.audited ? (
            <Reveal className={styles.stat}>
              <dt className={styles.statLabel}>{t('sections.tokenomics.contract')}</dt>
              <dd className={styles.audited}>
                <Icon name="badge-check" size={24} />
                {t('sections.tokenomics.audited')}
              </dd>
            </Reveal>
          ) : null}
        </RevealGroup>
      </dl>
      <div className={styles.columns}>
        <AllocationChart
          entries={allocation}
          caption={t('sections.tokenomics.allocation')}
          nameHeader={t('sections.tokenomics.allocationName')}
          shareHeader={t('sections.tokenomics.allocationShare')}
          total={{ value: total, label: site.token.ticker }}
        />
        <div>
          <h3 className={styles.utilityTitle}>{t('sections.tokenomics.utility')}</h3>
          <ul className={styles.utility} role="list">
            <RevealGroup stagger={0.06}>
              {tokenUtility.map((entry) => (
                <Reveal as="li" key={entry.text} from="start">
                  <Icon name={entry.icon} size={20} className={styles.utilityIcon} />
                  {t(entry.text)}
                </Reveal>
              ))}
            </RevealGroup>
          </ul>
        </div>
      </div>
    </Section>
  );
}
