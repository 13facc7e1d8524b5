import { Section } from '../components/section';
import { features } from '../content/features';
import { useT } from '../i18n/locale-context';
import { CardGrid } from './card-grid';

export function Features() {
  const t = useT();
  return (
    <Section
      id="features"
      eyebrow={t('sections.features.eyebrow')}
      title={t('sections.features.title')}
    >
      <CardGrid cards={features} />
    </Section>
  );
}
