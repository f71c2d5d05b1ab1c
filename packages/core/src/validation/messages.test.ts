import { describe, expect, it } from 'vitest';
import { fieldMessage, labelledMessage } from './messages';

describe('fieldMessage', () => {
  it('words each generic rule exactly as spec 1 §5 does', () => {
    expect(fieldMessage({ kind: 'required' })).toBe('is required');
    expect(fieldMessage({ kind: 'minLength', min: 8 })).toBe('must be at least 8 characters');
    expect(fieldMessage({ kind: 'maxLength', max: 1000 })).toBe('must be at most 1000 characters');
    expect(fieldMessage({ kind: 'lengthBetween', min: 2, max: 100 })).toBe(
      'must be between 2 and 100 characters',
    );
    expect(fieldMessage({ kind: 'format' })).toBe('has invalid format');
    expect(fieldMessage({ kind: 'email' })).toBe('must be a valid email address');
    expect(fieldMessage({ kind: 'minValue', min: 0 })).toBe('minimum value is 0');
    expect(fieldMessage({ kind: 'maxValue', max: 10 })).toBe('maximum value is 10');
  });

  it('lets a field override the generic text with its own message', () => {
    expect(fieldMessage({ kind: 'required' }, 'You must accept the terms and conditions.')).toBe(
      'You must accept the terms and conditions.',
    );
  });

  it('ignores an empty override', () => {
    expect(fieldMessage({ kind: 'required' }, '')).toBe('is required');
  });
});

describe('labelledMessage', () => {
  it('puts the field label in front of the generic text', () => {
    expect(labelledMessage('Email', { kind: 'required' })).toBe('Email is required');
    expect(labelledMessage('Password', { kind: 'minLength', min: 6 })).toBe(
      'Password must be at least 6 characters',
    );
  });

  it('returns an override as the whole sentence, without the label', () => {
    expect(labelledMessage('Confirm Password', { kind: 'format' }, 'Passwords do not match')).toBe(
      'Passwords do not match',
    );
  });
});
