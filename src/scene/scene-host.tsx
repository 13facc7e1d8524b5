import { useEffect, useRef } from 'react';
import type { SceneMode } from './gate/scene-capabilities';
import { mountScene } from './host/mount-scene';
import type { SceneStatus } from './host/scene-status';
import styles from './scene-host.module.css';

export type { SceneStatus };

interface SceneHostProps {
  mode: SceneMode;
  onStatus: (status: SceneStatus) => void;
}

/**
 * The lazy boundary of the 3D scene. It sits in the hero's art box, which it measures; the canvas
 * itself lives on a stage fixed behind the whole page (host/stage.ts). This module holds no
 * three.js: that arrives with the worker, or with the main-thread runtime when there is no worker.
 */
export function SceneHost({ mode, onStatus }: SceneHostProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef(onStatus);
  useEffect(() => {
    statusRef.current = onStatus;
  }, [onStatus]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    return mountScene(box, mode, (status) => statusRef.current(status));
  }, [mode]);

  return <div ref={boxRef} className={styles.box} />;
}
