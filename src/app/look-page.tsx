import { AnchorButton } from '../components/button';
import { Badge } from '../components/badge';
import { armorySlotContent, rarityLabels, type EquippedSet } from '../content/armory';
import {
  armoryLinkFor,
  lookItems,
  lookLabels,
  lookPagePath,
  lookPicture,
  lookPicturePath,
  lookSlug,
} from '../content/looks';
import { site } from '../content/site';
import { useLocale, useT } from '../i18n/locale-context';
import { localizedPath } from '../i18n/locales';
import styles from './look-page.module.css';

/*
 * A set's share page (`/look/moon-ash-charm/`, `/fr/look/…`): static HTML, no script at all. It is
 * what a link preview reads (Open Graph, Twitter card: the set's picture and its three items in the
 * page's language) and what a person who follows the link sees first, with one way in: the home
 * page's Armory with the set on. scripts/prerender.js writes one per set and language.
 */

const absolute = (path: string) => new URL(path, site.siteUrl).href;
// As seo.tsx writes it: es_ES, ar (no Unicode extension).
const ogLocale = (intl: string) => (intl.split('-u-')[0] ?? intl).replace('-', '_');

/** The items' names, by slot: the words the title, description and picture's alt name. */
function useItemNames(set: EquippedSet): Record<'mask' | 'wings' | 'gear', string> {
  const t = useT();
  const [mask, wings, gear] = lookItems(set).map((item) => t(item.name));
  return { mask: mask ?? '', wings: wings ?? '', gear: gear ?? '' };
}

/** The page's head: its title and description, canonical (the home page) and link preview. */
export function LookHead({ set }: { set: EquippedSet }) {
  const t = useT();
  const locale = useLocale();
  const names = useItemNames(set);
  const title = t(lookLabels.shareTitle, names);
  const description = t(lookLabels.shareText, names);
  const image = absolute(lookPicturePath(set));
  const alt = t(lookLabels.pictureAlt, names);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {/* 384 near-twins must not compete with the home page in search: they point to it. */}
      <link rel="canonical" href={absolute(localizedPath(locale, '/'))} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={ogLocale(locale.intl)} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={absolute(localizedPath(locale, lookPagePath(set)))} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={lookPicture.type} />
      <meta property="og:image:width" content={String(lookPicture.width)} />
      <meta property="og:image:height" content={String(lookPicture.height)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.socialHandle} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </>
  );
}

/** The page's body: the Masked Flame wearing the set, the way in, its items with their rarity. */
export function LookPage({ set }: { set: EquippedSet }) {
  const t = useT();
  const locale = useLocale();
  const names = useItemNames(set);
  const home = localizedPath(locale, '/');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <a href={home} className={styles.brand}>
          <img src="/icon-192.png" alt="" width={40} height={40} />
          {site.name}
        </a>
      </header>
      <main className={styles.main}>
        <h1 className={styles.heading}>{t(lookLabels.pageHeading)}</h1>
        <img
          className={styles.picture}
          src={lookPicturePath(set)}
          alt={t(lookLabels.pictureAlt, names)}
          width={lookPicture.width}
          height={lookPicture.height}
          fetchPriority="high"
        />
        {/* The way in under the picture, before the list: on the first screen of any phone. */}
        <div className={styles.actions}>
          <AnchorButton href={armoryLinkFor(set, home)} variant="primary">
            {t(lookLabels.wayIn)}
          </AnchorButton>
          <AnchorButton href={lookPicturePath(set)} download={`${site.name}-${lookSlug(set)}.jpg`}>
            {t(lookLabels.savePicture)}
          </AnchorButton>
        </div>
        <section aria-labelledby="look-items">
          <h2 id="look-items" className={styles.itemsTitle}>
            {t(lookLabels.slotsHeading)}
          </h2>
          <ul className={styles.list} role="list">
            {lookItems(set).map((item) => {
              const slot = armorySlotContent.find((group) => group.slot === item.slot);
              const rarity = rarityLabels[item.rarity];
              return (
                <li key={item.slot} className={styles.item}>
                  <span className={styles.slot}>{slot ? t(slot.legend) : null}</span>
                  <span className={styles.name}>{t(item.name)}</span>
                  <Badge color={rarity.color}>{t(rarity.label)}</Badge>
                </li>
              );
            })}
          </ul>
        </section>
      </main>
    </div>
  );
}
