import { describe, expect, it } from 'vitest';
import { useHydrated } from '../../../src/lib/use-hydrated';
import { hydrate } from '../hydrate';

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false in the server HTML and while hydrating (no mismatch), true once hydrated', async () => {
    const page = await hydrate(<Probe />);
    expect(page.html).toContain('server');
    expect(page.errors).toEqual([]);
    expect(page.container.textContent).toBe('hydrated');
  });
});
