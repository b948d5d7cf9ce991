import { useState } from 'react';

/** Why the browser gave no position: the visitor said no, or it could not find one. */
export type GeolocationProblem = 'unsupported' | 'denied' | 'unavailable';

export type GeolocationState =
  { status: 'idle' } | { status: 'locating' } | { status: 'failed'; problem: GeolocationProblem };

/** Asks the browser once for the visitor's position; `onFound` receives it. */
export function useGeolocation(onFound: (lat: number, lon: number) => void) {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });

  function locate() {
    if (!('geolocation' in navigator)) {
      setState({ status: 'failed', problem: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState({ status: 'idle' });
        onFound(position.coords.latitude, position.coords.longitude);
      },
      (error) =>
        setState({
          status: 'failed',
          problem: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
        }),
      // A pharmacy a few hundred metres away is found as well with a coarse position.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }

  return { state, locate };
}
