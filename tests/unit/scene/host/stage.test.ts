import { afterEach, describe, expect, it } from 'vitest';
import { createStage, stageAttribute } from '../../../../src/scene/host/stage';

const root = document.documentElement;

afterEach(() => {
  document.body.replaceChildren();
  root.removeAttribute(stageAttribute);
});

describe('createStage', () => {
  it('puts one hidden canvas first in the page, behind everything else', () => {
    document.body.append(document.createElement('main'));
    const stage = createStage();
    expect(document.body.firstElementChild).toBe(stage.element);
    expect(stage.element).toHaveAttribute('aria-hidden', 'true');
    expect(stage.element).toHaveClass('stage');
    expect([...stage.element.children]).toEqual([stage.canvas]);
    expect(stage.canvas.tagName).toBe('CANVAS');
    expect(stage.canvas).toHaveClass('canvas');
  });

  it('shows nothing of itself until the scene is live', () => {
    const stage = createStage();
    expect(stage.element).not.toHaveAttribute('data-live');
    expect(root).not.toHaveAttribute(stageAttribute);
    stage.show(true);
    expect(stage.element).toHaveAttribute('data-live');
    expect(root).toHaveAttribute(stageAttribute);
    // A lost context: the page's own background and the still come back.
    stage.show(false);
    expect(stage.element).not.toHaveAttribute('data-live');
    expect(root).not.toHaveAttribute(stageAttribute);
  });

  it('takes itself and its mark off the page', () => {
    const stage = createStage();
    stage.show(true);
    stage.remove();
    expect(stage.element.isConnected).toBe(false);
    expect(root).not.toHaveAttribute(stageAttribute);
  });

  it('makes a new canvas each time, never one already handed to a worker', () => {
    const first = createStage();
    first.remove();
    const second = createStage();
    expect(second.canvas).not.toBe(first.canvas);
    expect(document.querySelectorAll('canvas')).toHaveLength(1);
  });
});
