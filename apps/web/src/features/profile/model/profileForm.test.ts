import { describe, expect, it } from 'vitest';
import { testProfile } from '../../../test/sessionFixtures';
import {
  applyProfilePatch,
  isProfileFormDirty,
  profileFormValues,
  profilePatchFrom,
  validateProfileForm,
} from './profileForm';

describe('profile form (spec 1 §5)', () => {
  it('requires the first name only', () => {
    expect(validateProfileForm({ firstname: ' ', lastname: '' })).toEqual({
      firstname: 'First name is required',
    });
    expect(validateProfileForm({ firstname: 'Ada', lastname: '' })).toEqual({});
    expect(validateProfileForm({ firstname: 'A'.repeat(101), lastname: '' })).toEqual({
      firstname: 'First name must be at most 100 characters',
    });
  });

  it('is pristine again when the values match the stored profile (spec 1 §4)', () => {
    const profile = testProfile({ firstname: 'Ada', lastname: null });
    expect(isProfileFormDirty(profileFormValues(profile), profile)).toBe(false);
    expect(isProfileFormDirty({ firstname: 'Ada', lastname: 'L' }, profile)).toBe(true);
    expect(isProfileFormDirty({ firstname: 'Ada', lastname: '' }, profile)).toBe(false);
  });

  it('sends trimmed names and no empty last name', () => {
    expect(profilePatchFrom({ firstname: ' Ada ', lastname: '  ' })).toEqual({
      firstname: 'Ada',
      lastname: null,
    });
    const updated = applyProfilePatch(testProfile(), { firstname: 'Grace', lastname: null });
    expect(updated).toMatchObject({ firstname: 'Grace', lastname: null, email: 'ada@example.com' });
  });
});
