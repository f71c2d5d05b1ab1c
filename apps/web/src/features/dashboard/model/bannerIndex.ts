/** Where the chosen banner background is remembered (spec 1 §9). */
export const BANNER_STORAGE_KEY = 'user-welcome-banner-background-index';
/** How many backgrounds the palette button cycles through (spec 1 §9). */
export const BANNER_COUNT = 3;

/** The stored index, or 0 when nothing valid is stored. */
export function parseBannerIndex(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return 0;
  const index = Number(raw);
  return index < BANNER_COUNT ? index : 0;
}

/** The background after this one, back to the first after the last. */
export function nextBannerIndex(index: number): number {
  return (index + 1) % BANNER_COUNT;
}
