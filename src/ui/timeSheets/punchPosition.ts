// Where the phone is when it punches: the position and its accuracy, or nothing when the browser cannot tell in time
// (a punch is never held back for its place; the server flags a far one, docs/labour.md).
export interface PunchPosition {
  latitude?: number;
  longitude?: number;
  accuracyM?: number;
}

export function punchPosition(timeoutMs = 5000): Promise<PunchPosition> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve({});
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracyM: Math.round(coords.accuracy) }),
      () => resolve({}),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
