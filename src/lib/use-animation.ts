import { useSyncExternalStore } from 'react';
import { ANIMATION_EVENT, type Animation, readAnimation } from './animation-state';

/*
 * The visitor's Animation control, as React sees it. Its state lives on <html> (the boot script
 * sets it before the first paint, answers the toggle's clicks and remembers the choice,
 * boot/animation-control.ts); this follows it. The server renders 'on' with no choice, and the hydrated
 * page then takes the browser's.
 */
const subscribe = (onChange: () => void) => {
  document.addEventListener(ANIMATION_EVENT, onChange);
  return () => document.removeEventListener(ANIMATION_EVENT, onChange);
};
// useSyncExternalStore compares snapshots with Object.is: one string, not a fresh object.
const snapshot = () => {
  const { state, choice } = readAnimation();
  return `${state} ${choice ?? ''}`;
};

export function useAnimation(): Animation {
  const [state, choice] = useSyncExternalStore(subscribe, snapshot, () => 'on ').split(' ');
  return {
    state: state as Animation['state'],
    choice: choice === 'on' || choice === 'off' ? choice : null,
  };
}
