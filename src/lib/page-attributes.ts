/*
 * Every attribute the page's scripts set on <html> and on the scene's stage for its styles (and
 * for one another) to read. The CSS cannot import this module, so
 * tests/unit/lib/page-attributes.test.ts holds every `:root[data-…]` and stage selector in src/
 * to this list: a new attribute is named here first. Import it as a namespace
 * (`import * as pageAttributes`): the bundler then inlines each name where it is used, and the
 * inline boot script carries only the names it needs.
 */

/** On <html>: 'on', 'off' or 'unavailable', what the Animation control shows (animation-state). */
export const animation = 'data-animation';
/** On <html>: the visitor's own choice, 'on' or 'off', once they have pressed the control. */
export const animationChoice = 'data-animation-choice';
/** On <html> while the sections far from the viewport may skip their layout (boot/lazy-layout). */
export const lazyLayout = 'data-lazy-layout';
/** On <html> with it, until the fonts are in and the page first idles (boot/load-web-fonts). */
export const lazyUntilIdle = 'data-lazy-until-idle';
/** On <html> from the visitor's first scroll, touch, click or key, or a fragment (boot-page). */
export const headedBelow = 'data-headed-below';
/** On <html> once React has hydrated the page (app/hydrated-marker). */
export const hydrated = 'data-hydrated';
/** On <html> while the live scene lays the page out: a phone's sections open on a moment. */
export const sceneStage = 'data-scene-stage';
/** On <html> while the Armory's stage holds under the header (sections/armory-stage). */
export const armoryHolding = 'data-armory-holding';
/** The scene's stage, the fixed layer behind the page that holds the canvas (scene/host). */
export const stage = 'data-stage';
/** On the stage once the scene has drawn its first frame: the canvas fades in. */
export const stageLive = 'data-live';
/** On the stage: the version of the Armory's look the scene has drawn. */
export const stageDressed = 'data-dressed';
