/**
 * The settings tabs in their order: the spec's five (spec 1 §2 "Settings page"), then Security
 * beside them (issue 14, item 9: sessions and security events).
 */
export const SETTINGS_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'password', label: 'Password' },
  { id: 'design', label: 'Design' },
  { id: 'plan', label: 'Plan' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'security', label: 'Security' },
] as const;

/** One settings tab, as named in `?tab=`. */
export type SettingsTab = (typeof SETTINGS_TABS)[number]['id'];

/** The tab shown when the query names none (or an unknown one). */
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'profile';

/** Whether a value names a settings tab. */
export function isSettingsTab(value: unknown): value is SettingsTab {
  return SETTINGS_TABS.some((tab) => tab.id === value);
}

/** The tab that `?tab=` selects; unknown values fall back to Profile. */
export function settingsTabFrom(search: string): SettingsTab {
  const tab = new URLSearchParams(search).get('tab');
  return isSettingsTab(tab) ? tab : DEFAULT_SETTINGS_TAB;
}

/** Whether the user can change a password: only with an e-mail identity (spec 1 §6). */
export function canChangePassword(identities: readonly { provider: string }[]): boolean {
  return identities.some((identity) => identity.provider === 'email');
}
