import { describe, expect, it } from 'vitest';
import { activityIcon, activityTitle } from './activities';

describe('activities', () => {
  it('maps each type to the icon of spec 2 §3', () => {
    expect(
      [
        'project_created',
        'project_name_changed',
        'project_description_changed',
        'user_joined',
        'user_role_changed',
        'user_left',
        'something_else',
      ].map(activityIcon),
    ).toEqual([
      'cake',
      'description',
      'description',
      'person_add',
      'lock',
      'person_remove',
      'event',
    ]);
  });

  it('falls back to "Unknown event" for a missing title', () => {
    expect(activityTitle('Ada joined')).toBe('Ada joined');
    expect(activityTitle('  ')).toBe('Unknown event');
    expect(activityTitle(null)).toBe('Unknown event');
  });
});
