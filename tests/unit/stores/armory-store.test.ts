import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { armoryDefaults } from '../../../src/content/armory';
import { useArmoryStore } from '../../../src/stores/armory-store';

describe('armory store: one item per slot', () => {
  beforeEach(() => useArmoryStore.setState({ equipped: armoryDefaults }));

  it('starts with the defaults, as the pre-rendered page shows them', () => {
    expect(useArmoryStore.getInitialState().equipped).toEqual(armoryDefaults);
  });

  it('equips an item in its slot and leaves the other slots alone', () => {
    const { result } = renderHook(() => useArmoryStore((state) => state.equipped));
    act(() => useArmoryStore.getState().equip('wings', 'none'));
    expect(result.current).toEqual({ ...armoryDefaults, wings: 'none' });
    act(() => useArmoryStore.getState().equip('mask', 'moon'));
    expect(result.current).toEqual({ mask: 'moon', wings: 'none', gear: armoryDefaults.gear });
  });

  it('ignores an id its slot does not have, and a choice already made', () => {
    const before = useArmoryStore.getState().equipped;
    useArmoryStore.getState().equip('mask', 'charm');
    useArmoryStore.getState().equip('gear', 'mythic');
    useArmoryStore.getState().equip('mask', armoryDefaults.mask);
    // The same object: subscribers (the scene, the link) hear of no change.
    expect(useArmoryStore.getState().equipped).toBe(before);
  });

  it('equips a whole set at once, and an equal set changes nothing', () => {
    const set = { mask: 'ash', wings: 'moon', gear: 'armour' } as const;
    useArmoryStore.getState().equipSet(set);
    expect(useArmoryStore.getState().equipped).toEqual(set);
    const after = useArmoryStore.getState().equipped;
    useArmoryStore.getState().equipSet({ ...set });
    expect(useArmoryStore.getState().equipped).toBe(after);
  });
});
