/** The default blank picture of an avatar: a neutral head and shoulders (spec 1 §4). */
export function BlankPicture() {
  return (
    <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false">
      <rect width="64" height="64" fill="var(--relata-surface-hover)" />
      <circle cx="32" cy="25" r="11" fill="var(--relata-text-muted)" />
      <path d="M12 60c2-12 10-18 20-18s18 6 20 18z" fill="var(--relata-text-muted)" />
    </svg>
  );
}
