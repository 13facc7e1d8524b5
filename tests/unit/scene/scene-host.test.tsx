import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mountScene } from '../../../src/scene/host/mount-scene';
import { SceneHost } from '../../../src/scene/scene-host';

vi.mock('../../../src/scene/host/mount-scene', () => ({ mountScene: vi.fn() }));

const unmountScene = vi.fn();
beforeEach(() => {
  unmountScene.mockReset();
  vi.mocked(mountScene).mockReset().mockReturnValue(unmountScene);
});

/** What the scene reported through the host, as the last mount was given it. */
const reportOf = () => vi.mocked(mountScene).mock.lastCall![2];

describe('SceneHost', () => {
  it('mounts the scene on its own box, the hero’s art box, in the mode it is given', () => {
    const { container } = render(<SceneHost mode="worker" onStatus={() => {}} />);
    const box = container.firstElementChild;
    expect(box).toHaveClass('box');
    expect(mountScene).toHaveBeenCalledExactlyOnceWith(box, 'worker', expect.any(Function));
    // The canvas is on the stage, not in the box.
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('passes on what the scene reports, to the latest listener', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(<SceneHost mode="worker" onStatus={first} />);
    reportOf()('live');
    expect(first).toHaveBeenCalledExactlyOnceWith('live');
    rerender(<SceneHost mode="worker" onStatus={latest} />);
    reportOf()('lost');
    expect(latest).toHaveBeenCalledExactlyOnceWith('lost');
    // A new listener does not remount the scene.
    expect(mountScene).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('takes the scene down when it unmounts, and remounts it for another mode', () => {
    const { rerender, unmount } = render(<SceneHost mode="worker" onStatus={() => {}} />);
    rerender(<SceneHost mode="main-thread" onStatus={() => {}} />);
    expect(unmountScene).toHaveBeenCalledTimes(1);
    expect(vi.mocked(mountScene).mock.lastCall![1]).toBe('main-thread');
    unmount();
    expect(unmountScene).toHaveBeenCalledTimes(2);
  });
});
