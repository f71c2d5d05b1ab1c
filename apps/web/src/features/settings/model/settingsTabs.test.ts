import { describe, expect, it } from 'vitest';
import { canChangePassword, SETTINGS_TABS, settingsTabFrom } from './settingsTabs';

describe('settingsTabFrom', () => {
  it('selects the tab the query names, else Profile', () => {
    expect(settingsTabFrom('?tab=design')).toBe('design');
    expect(settingsTabFrom('?tab=notifications')).toBe('notifications');
    expect(settingsTabFrom('?tab=security')).toBe('security');
    expect(settingsTabFrom('?tab=billing')).toBe('profile');
    expect(settingsTabFrom('')).toBe('profile');
  });
});

describe('SETTINGS_TABS', () => {
  it("keeps the spec's five tabs in their order and adds Security beside them", () => {
    expect(SETTINGS_TABS.map((t) => t.label)).toEqual([
      'Profile',
      'Password',
      'Design',
      'Plan',
      'Notifications',
      'Security',
    ]);
  });
});

describe('canChangePassword (spec 1 §6)', () => {
  it('needs an e-mail identity', () => {
    expect(canChangePassword([{ provider: 'google' }, { provider: 'email' }])).toBe(true);
    expect(canChangePassword([{ provider: 'github' }])).toBe(false);
    expect(canChangePassword([])).toBe(false);
  });
});
