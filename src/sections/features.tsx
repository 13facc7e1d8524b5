import { Section } from '../components/section';
import { copy } from '../content/copy';
import { features } from '../content/features';
import { CardGrid } from './card-grid';

export function Features() {
  return (
    <Section
      id="features"
      eyebrow={copy.sections.features.eyebrow}
      title={copy.sections.features.title}
    >
      <CardGrid cards={features} />
    </Section>
  );
}
