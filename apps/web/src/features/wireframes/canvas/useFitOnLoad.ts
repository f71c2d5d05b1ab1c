import { useEffect, useRef } from 'react';
import { useWireDispatcher } from '../actions/dispatch';
import { wireActions } from '../actions/registry';

/** Shows every surface once the stored components first arrive. */
export function useFitOnLoad(loading: boolean, count: number): void {
  const { dispatch } = useWireDispatcher();
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || loading || count === 0) return;
    fitted.current = true;
    dispatch(wireActions.fit);
  }, [loading, count, dispatch]);
}
