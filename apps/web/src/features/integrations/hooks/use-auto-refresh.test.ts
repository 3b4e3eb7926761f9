import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAutoRefresh } from './use-auto-refresh';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('useAutoRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
  });
  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
  });

  it('renews every interval', () => {
    const { result } = renderHook(() => useAutoRefresh(20_000));
    const start = result.current.at;
    act(() => vi.advanceTimersByTime(19_999));
    expect(result.current.at).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.at).toBe(start + 20_000);
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.at).toBe(start + 40_000);
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = renderHook(() => useAutoRefresh(20_000));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pauses while the page is hidden and renews on return when the interval has passed', () => {
    const { result } = renderHook(() => useAutoRefresh(20_000));
    const start = result.current.at;
    setVisibility('hidden');
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.at).toBe(start);
    setVisibility('visible');
    act(() => vi.advanceTimersByTime(0));
    expect(result.current.at).toBe(start + 60_000);
  });
});
