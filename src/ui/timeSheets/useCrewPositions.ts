// Reports the crew's position while it is clocked in (the clock's own state, offline punches included), and never
// otherwise: the watch starts on clock-in and stops on clock-out (docs/field.md, docs/security.md).
import { useContext, useEffect } from 'react';
import { DataProviderContext } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { indexedDbPositionStore, memoryPositionStore, positionBuffer, type PositionBuffer } from './positionBuffer';
import { startReporting } from './positionReporter';

let shared: { buffer: PositionBuffer; provider: LawnDeskDataProvider } | null = null;

function bufferFor(provider: LawnDeskDataProvider): PositionBuffer {
  if (shared?.provider !== provider) {
    const store = typeof indexedDB === 'undefined' ? memoryPositionStore() : indexedDbPositionStore();
    shared = { provider, buffer: positionBuffer(store, (body) => provider.reportCrewPositions(body)) };
  }
  return shared.buffer;
}

export function useCrewPositions(clockedIn: boolean, userId: string | undefined) {
  // The provider itself, not useDataProvider(): its wrapper answers a 401 with empty data, which would pass for sent.
  const provider = useContext(DataProviderContext) as LawnDeskDataProvider | null;
  useEffect(() => {
    if (
      !clockedIn ||
      !userId ||
      !provider ||
      typeof navigator === 'undefined' ||
      typeof navigator.geolocation?.watchPosition !== 'function'
    )
      return;
    return startReporting({
      geolocation: navigator.geolocation,
      buffer: bufferFor(provider),
      userId,
      isHidden: () => document.visibilityState === 'hidden',
      onVisibilityChange: (listener) => {
        document.addEventListener('visibilitychange', listener);
        return () => document.removeEventListener('visibilitychange', listener);
      },
      onOnline: (listener) => {
        window.addEventListener('online', listener);
        return () => window.removeEventListener('online', listener);
      },
    });
  }, [clockedIn, userId, provider]);
}
