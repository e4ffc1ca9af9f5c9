import { useEffect, useState } from 'react';
import { LOADING_BAR, type BarState, type LoadingBarMachine } from './loading-bar-machine';
import './loading-bar.css';

/** Presentational top bar; the machine (driven by single-spa routing events) owns the timing. */
export function LoadingBar({ machine }: { machine: LoadingBarMachine }) {
  const [state, setState] = useState<BarState>(machine.state);
  useEffect(() => machine.subscribe(setState), [machine]);
  return (
    <div
      className={`sh-loading-bar sh-loading-bar--${state}`}
      style={{ blockSize: LOADING_BAR.height, ['--sh-bar-duration' as string]: `${LOADING_BAR.duration}ms` }}
      aria-hidden="true"
      data-state={state}
    />
  );
}
