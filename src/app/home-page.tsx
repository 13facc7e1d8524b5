import { site } from '../content/site';
import { Character } from '../sections/character';
import { Features } from '../sections/features';
import { Gameplay } from '../sections/gameplay';
import { Hero } from '../sections/hero';
import { Roadmap } from '../sections/roadmap';
import { Tokenomics } from '../sections/tokenomics';

export function HomePage() {
  return (
    <>
      <title>{`${site.name} — ${site.tagline}`}</title>
      <meta name="description" content={site.description} />
      <Hero />
      <Character />
      <Features />
      <Gameplay />
      <Tokenomics />
      <Roadmap />
    </>
  );
}
