import { describe, expect, it } from 'vitest';
import { PERSON_AVATAR_COLOR, personAvatar, personName } from './personAvatar';

describe("a person's avatar (issue 36, item A7)", () => {
  it('takes the first letters of the first two words of the name', () => {
    expect(personAvatar('Dana Reyes', 'dana@example.com')).toEqual({
      initials: 'DR',
      color: PERSON_AVATAR_COLOR,
    });
    expect(personAvatar('  ada  lovelace byron ', 'x@example.com').initials).toBe('AL');
    expect(personAvatar('Dana').initials).toBe('D');
  });

  it('falls back to the e-mail address, and to nothing', () => {
    expect(personAvatar('', 'dana@example.com').initials).toBe('D');
    expect(personAvatar('  ', '').initials).toBe('');
  });

  it('is the same wherever the person is shown: one name, one set of initials, one colour', () => {
    const dana = { firstname: 'Dana', lastname: 'Reyes', email: 'dana@example.com' };
    // The account menu and the team use the profile's or member's name; who is in the diagram,
    // the name the server stamps on presence, made the same way (first and last name).
    const shown = [personName(dana), 'Dana Reyes', personName({ ...dana, lastname: null })];
    expect(shown.slice(0, 2).map((name) => personAvatar(name, dana.email))).toEqual([
      { initials: 'DR', color: PERSON_AVATAR_COLOR },
      { initials: 'DR', color: PERSON_AVATAR_COLOR },
    ]);
    expect(personAvatar(shown[2] ?? '').initials).toBe('D');
    expect(personName({ firstname: ' ', lastname: null, email: 'dana@example.com' })).toBe(
      'dana@example.com',
    );
  });
});
