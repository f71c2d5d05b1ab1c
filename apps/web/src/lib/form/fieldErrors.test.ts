import { describe, expect, it } from 'vitest';
import { labelServerMessage } from './fieldErrors';

describe('labelServerMessage', () => {
  it('puts the label before generic server messages only', () => {
    expect(labelServerMessage('Password', 'is one of the most common passwords')).toBe(
      'Password is one of the most common passwords',
    );
    expect(labelServerMessage('Email', 'Invalid email address')).toBe('Invalid email address');
  });
});
