/**
 * What Umi shows while the app starts (getInitialState, see `initialState.loading` in .umirc.ts)
 * and while a page chunk loads: a centred spinner instead of a blank screen, once the wait lasts
 * longer than APP_SPINNER_DELAY_MS. A shorter wait (the login page's form usually follows at once,
 * its chunk preloaded) shows the same empty area without a spinner flashing in and out, and spares
 * the page the spinner's styles and an extra paint before its own (docs/performance.md).
 */
import type React from 'react';
import { useEffect, useState } from 'react';
import Loading from './components/Loading';

export const APP_SPINNER_DELAY_MS = 300;
const AREA_HEIGHT = '60vh';

const AppLoading: React.FC = () => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), APP_SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div style={{ padding: '0 16px' }}>
      {shown ? <Loading size="large" minHeight={AREA_HEIGHT} /> : <div role="status" aria-live="polite" style={{ minHeight: AREA_HEIGHT }} />}
    </div>
  );
};

export default AppLoading;
