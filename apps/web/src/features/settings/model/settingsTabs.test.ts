import { describe, expect, it } from 'vitest';
import { canChangePassword, settingsTabFrom } from './settingsTabs';

describe('settingsTabFrom', () => {
  it('selects the tab the query names, else Profile', () => {
    expect(settingsTabFrom('?tab=design')).toBe('design');
    expect(settingsTabFrom('?tab=notifications')).toBe('notifications');
    expect(settingsTabFrom('?tab=billing')).toBe('profile');
    expect(settingsTabFrom('')).toBe('profile');
  });
});

describe('canChangePassword (spec 1 §6)', () => {
  it('needs an e-mail identity', () => {
    expect(canChangePassword([{ provider: 'google' }, { provider: 'email' }])).toBe(true);
    expect(canChangePassword([{ provider: 'github' }])).toBe(false);
    expect(canChangePassword([])).toBe(false);
  });
});
