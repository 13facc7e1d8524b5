import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from '../../../src/stores/ui-store';

describe('ui store: the section being read', () => {
  beforeEach(() => useUiStore.setState({ activeSection: null, toasts: [] }));

  it('starts with no section, as the server renders it', () => {
    expect(useUiStore.getState().activeSection).toBeNull();
  });

  it('sets and clears the active section', () => {
    const { result } = renderHook(() => useUiStore((state) => state.activeSection));
    act(() => useUiStore.getState().setActiveSection('tokenomics'));
    expect(result.current).toBe('tokenomics');
    act(() => useUiStore.getState().setActiveSection(null));
    expect(result.current).toBeNull();
  });

  it('lives beside the toast queue without disturbing it', () => {
    act(() => {
      useUiStore.getState().notify('copied');
      useUiStore.getState().setActiveSection('roadmap');
    });
    expect(useUiStore.getState().toasts).toHaveLength(1);
    expect(useUiStore.getState().activeSection).toBe('roadmap');
  });
});
