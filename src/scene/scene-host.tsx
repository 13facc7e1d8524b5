import { useEffect, useRef } from 'react';
import type { SceneMode } from './gate/scene-verdict';
import { mountScene, type SceneStatus } from './host/mount-scene';
import styles from './scene-host.module.css';

interface SceneHostProps {
  mode: SceneMode;
  /** The visitor's Animation control: off pauses the scene, which stays mounted. */
  playing: boolean;
  onStatus: (status: SceneStatus) => void;
}

/**
 * The lazy boundary of the 3D scene. It sits in the hero's art box, which it measures; the canvas
 * itself lives on a stage fixed behind the whole page (host/mount-scene.ts). This module holds no
 * three.js: that arrives with the worker, or with the main-thread runtime when there is no worker.
 */
export function SceneHost({ mode, playing, onStatus }: SceneHostProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<ReturnType<typeof mountScene> | null>(null);
  const statusRef = useRef(onStatus);
  const playingRef = useRef(playing);
  useEffect(() => {
    statusRef.current = onStatus;
    playingRef.current = playing;
    sceneRef.current?.setPlaying(playing);
  }, [onStatus, playing]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const scene = mountScene(box, mode, playingRef.current, (status) => statusRef.current(status));
    sceneRef.current = scene;
    return () => {
      sceneRef.current = null;
      scene.dispose();
    };
  }, [mode]);

  return <div ref={boxRef} className={styles.box} />;
}
