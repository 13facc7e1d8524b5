import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mountScene } from '../../../src/scene/host/mount-scene';
import { SceneHost } from '../../../src/scene/scene-host';

vi.mock('../../../src/scene/host/mount-scene', () => ({ mountScene: vi.fn() }));

const mounted = { setPlaying: vi.fn(), dispose: vi.fn() };
beforeEach(() => {
  mounted.setPlaying.mockReset();
  mounted.dispose.mockReset();
  vi.mocked(mountScene).mockReset().mockReturnValue(mounted);
});

/** What the scene reported through the host, as the last mount was given it. */
const reportOf = () => vi.mocked(mountScene).mock.lastCall![3];

describe('SceneHost', () => {
  it('mounts the scene on its own box, the hero’s art box, in the mode it is given', () => {
    const { container } = render(<SceneHost mode="worker" playing onStatus={() => {}} />);
    const box = container.firstElementChild;
    expect(box).toHaveClass('box');
    expect(mountScene).toHaveBeenCalledExactlyOnceWith(box, 'worker', true, expect.any(Function));
    // The canvas is on the stage, not in the box.
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('starts a scene the visitor has paused paused', () => {
    render(<SceneHost mode="worker" playing={false} onStatus={() => {}} />);
    expect(vi.mocked(mountScene).mock.lastCall![2]).toBe(false);
  });

  it('pauses and plays the mounted scene as the Animation control says, without remounting it', () => {
    const { rerender } = render(<SceneHost mode="worker" playing onStatus={() => {}} />);
    rerender(<SceneHost mode="worker" playing={false} onStatus={() => {}} />);
    expect(mounted.setPlaying).toHaveBeenLastCalledWith(false);
    rerender(<SceneHost mode="worker" playing onStatus={() => {}} />);
    expect(mounted.setPlaying).toHaveBeenLastCalledWith(true);
    expect(mountScene).toHaveBeenCalledTimes(1);
    expect(mounted.dispose).not.toHaveBeenCalled();
  });

  it('passes on what the scene reports, to the latest listener', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(<SceneHost mode="worker" playing onStatus={first} />);
    reportOf()('live');
    expect(first).toHaveBeenCalledExactlyOnceWith('live');
    rerender(<SceneHost mode="worker" playing onStatus={latest} />);
    reportOf()('lost');
    expect(latest).toHaveBeenCalledExactlyOnceWith('lost');
    // A new listener does not remount the scene.
    expect(mountScene).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('takes the scene down when it unmounts, and remounts it for another mode as it plays now', () => {
    const { rerender, unmount } = render(<SceneHost mode="worker" playing onStatus={() => {}} />);
    rerender(<SceneHost mode="worker" playing={false} onStatus={() => {}} />);
    rerender(<SceneHost mode="main-thread" playing={false} onStatus={() => {}} />);
    expect(mounted.dispose).toHaveBeenCalledTimes(1);
    expect(vi.mocked(mountScene).mock.lastCall!.slice(1, 3)).toEqual(['main-thread', false]);
    unmount();
    expect(mounted.dispose).toHaveBeenCalledTimes(2);
  });
});
