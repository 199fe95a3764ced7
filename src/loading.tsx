/**
 * What Umi shows while the app starts (getInitialState, see `initialState.loading` in .umirc.ts)
 * and while a page chunk loads: a centred spinner instead of a blank screen.
 */
import type React from 'react';
import Loading from './components/Loading';

const AppLoading: React.FC = () => (
  <div style={{ padding: '0 16px' }}>
    <Loading size="large" minHeight="60vh" />
  </div>
);

export default AppLoading;
