import { describe, expect, it } from 'vitest';
import { testProfile } from '../../../test/sessionFixtures';
import { displayName, splitDisplayName } from './displayName';

describe('names', () => {
  it('shows the name, or the e-mail while none is set', () => {
    expect(displayName(testProfile())).toBe('Ada Lovelace');
    expect(displayName(testProfile({ firstname: '', lastname: null }))).toBe('ada@example.com');
  });

  it("splits a provider's display name", () => {
    expect(splitDisplayName('Gina de Google')).toEqual({
      firstname: 'Gina',
      lastname: 'de Google',
    });
    expect(splitDisplayName('  ')).toEqual({ firstname: '', lastname: '' });
  });
});
