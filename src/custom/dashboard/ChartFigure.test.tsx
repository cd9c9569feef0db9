import { act, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { ChartFigure } from './ChartFigure';

/** A ResizeObserver the test drives: `report(element, width)` is the browser laying that box out. */
class FakeResizeObserver {
  static observers: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.observers.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  static report(width: number) {
    for (const observer of FakeResizeObserver.observers.filter(({ disconnected }) => !disconnected))
      observer.callback([{ contentRect: { width } } as ResizeObserverEntry], observer as unknown as ResizeObserver);
  }
}

/** How many charts each chart's commit had on the page. */
const chartsAtCommit: number[] = [];

function Chart({ width, height }: { width?: number; height?: number; accessibilityLayer?: boolean }) {
  useLayoutEffect(() => {
    chartsAtCommit.push(document.querySelectorAll('[data-testid="chart"]').length);
  }, []);
  return <div data-testid="chart">{`${width}×${height}`}</div>;
}

const figure = (caption: string) => (
  <ChartFigure
    caption={caption}
    rows={[{ day: 'Mon', visits: 3 }]}
    columns={[{ label: 'Day', value: (row) => row.day }]}
    height={180}
    chart={<Chart />}
  />
);

describe('ChartFigure', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeResizeObserver.observers = [];
    chartsAtCommit.length = 0;
  });

  it('draws the chart at the width the browser laid its box out at, in a task after, and follows the box as it changes', () => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { unmount } = renderInAdmin(figure('Visits'));
    // Nothing is measured in the commit that mounts the box.
    expect(screen.queryByTestId('chart')).toBeNull();
    act(() => FakeResizeObserver.report(512.4));
    expect(screen.queryByTestId('chart')).toBeNull();
    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByTestId('chart')).toHaveTextContent('512×180');
    act(() => FakeResizeObserver.report(300));
    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByTestId('chart')).toHaveTextContent('300×180');
    unmount();
    expect(FakeResizeObserver.observers.every(({ disconnected }) => disconnected)).toBe(true);
  });

  it('draws each of a page’s charts in a task of its own', () => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    renderInAdmin(
      <>
        {figure('Visits')}
        {figure('Payments')}
      </>,
    );
    act(() => FakeResizeObserver.report(400));
    act(() => vi.runOnlyPendingTimers());
    expect(screen.getAllByTestId('chart')).toHaveLength(2);
    // Drawn together, both would have seen two charts as they committed.
    expect(chartsAtCommit).toEqual([1, 2]);
  });
});
