import { expect, it } from 'vitest';
import { serverFieldErrors } from './serverFieldErrors';

it('labels the server field messages of known fields and ignores others', () => {
  expect(
    serverFieldErrors({
      name: 'must be at least 2 characters',
      database_type: 'Pick one of the four types.',
      color: 'has invalid format',
    }),
  ).toEqual({
    name: 'Project Name must be at least 2 characters',
    database_type: 'Pick one of the four types.',
  });
  expect(serverFieldErrors(undefined)).toEqual({});
});
