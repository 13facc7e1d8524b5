import { LazyMotion, MotionConfig } from 'framer-motion';
import { Timeline } from '../timeline/timeline';
import { Character } from './character';
import { Features } from './features';
import { Gameplay } from './gameplay';
import { Roadmap } from './roadmap';
import { Tokenomics } from './tokenomics';

// The animation engine arrives after this chunk has hydrated; until then `m` elements render
// plain markup (all the pre-rendered page needs), and nothing is hidden without it.
const loadMotionFeatures = () =>
  import('../reveal/motion-features').then((module) => module.default);

/**
 * The home page below the hero: its sections, in SPEC order, as stations along one spine.
 *
 * The motion providers live here rather than around the whole app: only these sections animate,
 * and a framer-motion import in the app shell makes the bundler move React into a shared chunk
 * that every page must then load first. `reducedMotion="user"` is framer's own guard; the reveals
 * add a plain path on top of it.
 */
export function HomeTimeline() {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <Timeline>
          <Character />
          <Features />
          <Gameplay />
          <Tokenomics />
          <Roadmap />
        </Timeline>
      </MotionConfig>
    </LazyMotion>
  );
}
