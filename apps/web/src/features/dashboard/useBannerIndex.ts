import { useState } from 'react';
import { BANNER_STORAGE_KEY, nextBannerIndex, parseBannerIndex } from './model/bannerIndex';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(BANNER_STORAGE_KEY);
  } catch {
    return null; // storage disabled: start with the first background
  }
}

/** The welcome banner's background index, remembered in local storage (spec 1 §2). */
export function useBannerIndex(): [index: number, cycle: () => void] {
  const [index, setIndex] = useState(() => parseBannerIndex(readStored()));
  const cycle = () => {
    const next = nextBannerIndex(index);
    setIndex(next);
    try {
      window.localStorage.setItem(BANNER_STORAGE_KEY, String(next));
    } catch {
      // storage disabled: the choice lasts for this visit only
    }
  };
  return [index, cycle];
}
