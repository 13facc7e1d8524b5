import type { Locator } from '@playwright/test';

/**
 * The reveals among `elements` that a reader would not see whole and in place: not fully opaque, or
 * drawn away from where the layout puts them (a slide still under way, or never finished). Each is
 * described for the failure message; [] when every one is fully there.
 */
export function revealsNotInPlace(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) =>
    nodes.flatMap((node, index) => {
      const element = node as HTMLElement;
      const opacity = getComputedStyle(element).opacity;
      // In a section the browser skips while it is far from the screen (content-visibility: auto,
      // src/boot/lazy-layout.ts) a reveal has no drawn box, only its laid-out offsets: the reader
      // cannot see it there, and its opacity is all there is to read.
      if (!element.checkVisibility({ contentVisibilityAuto: true })) {
        if (opacity === '1') return [];
        const text = (element.textContent ?? '').trim().slice(0, 30);
        return [`#${index} "${text}": opacity ${opacity}, in a skipped section`];
      }
      const drawn = element.getBoundingClientRect();
      // offsetLeft/Top place the element in its offset parent's padding box as laid out, without
      // transforms of its own; the parent's drawn box carries whatever moves the parent too.
      const parent = element.offsetParent;
      const frame = parent?.getBoundingClientRect();
      const left = parent && frame ? frame.left + parent.clientLeft : -window.scrollX;
      const top = parent && frame ? frame.top + parent.clientTop : -window.scrollY;
      // Offsets are whole pixels: anything within one pixel is in place.
      const off = Math.max(
        Math.abs(drawn.left - left - element.offsetLeft),
        Math.abs(drawn.top - top - element.offsetTop),
      );
      if (opacity === '1' && off < 1) return [];
      const text = (element.textContent ?? '').trim().slice(0, 30);
      return [`#${index} "${text}": opacity ${opacity}, ${off.toFixed(1)} px from its place`];
    }),
  );
}
