/*
 * Where a page's text runs out of the box that holds it: a card wider than its grid cell, a table
 * wider than its column, a word past its card's border. The page need not scroll sideways for a
 * reader to see words cut by a border or cards lying over each other.
 *
 * A box with text spills when a child, or a line of its own text, reaches past its padding edge.
 * A child drawn into the gutter on purpose says so with a negative margin (a heading's backdrop
 * over the scene): only what reaches further counts. Boxes without words are not read: the
 * spine's glowing tip and the stations' dots are drawn past their thin boxes on purpose.
 */

/** Runs in the page: each spilling box, by how much, and what of it sticks out. */
export function textSpillsInPage(): string[] {
  /** `li.cell "Kernholzmaske…"`: the tag, the CSS Module's class names without hashes, the text. */
  const describe = (node: Node) => {
    if (!(node instanceof Element)) return 'its text';
    const className = typeof node.className === 'string' ? node.className : '';
    const names = className
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => `.${/^_(\w+?)_\w+_\d+$/.exec(name)?.[1] ?? name}`);
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${node.tagName.toLowerCase()}${names.join('')} "${text}"`;
  };
  const px = (value: string) => Math.min(0, parseFloat(value) || 0);
  const spills: string[] = [];
  for (const box of document.querySelectorAll('body *')) {
    if (box.closest('svg') || !box.textContent?.trim()) continue;
    const style = getComputedStyle(box);
    if (['inline', 'contents', 'none'].includes(style.display) || style.overflowX !== 'visible')
      continue;
    // Quick: nothing reaches past the box at all (on the side the page scrolls to).
    if (box.scrollWidth - box.clientWidth <= 1) continue;
    const edges = box.getBoundingClientRect();
    const start = edges.left + box.clientLeft;
    const end = start + box.clientWidth;
    const reaches = [...box.childNodes].map((child) => {
      if (child instanceof Element) {
        const childStyle = getComputedStyle(child);
        const rect = child.getBoundingClientRect();
        if (childStyle.display === 'none' || childStyle.position === 'fixed' || !rect.width)
          return { child, by: 0 };
        // A negative margin is room the child is meant to take beyond the box.
        const right = rect.right + px(childStyle.marginRight) - end;
        const left = start - rect.left + px(childStyle.marginLeft);
        return { child, by: Math.max(right, left) };
      }
      if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) return { child, by: 0 };
      const range = document.createRange();
      range.selectNodeContents(child);
      const lines = [...range.getClientRects()];
      const by = Math.max(0, ...lines.map((line) => Math.max(line.right - end, start - line.left)));
      return { child, by };
    });
    const past = reaches.filter(({ by }) => by > 1);
    if (past.length === 0) continue;
    const by = Math.round(Math.max(...past.map((reach) => reach.by)));
    spills.push(
      `${describe(box)} by ${by} px: ${past.map(({ child }) => describe(child)).join(', ')}`,
    );
  }
  return spills;
}
