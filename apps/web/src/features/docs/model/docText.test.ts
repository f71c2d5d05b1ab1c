import { DOC_TOPICS } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { splitKeys, topicIdFromHash } from './docText';

describe('splitKeys', () => {
  it('marks shortcuts as keys and keeps the words around them', () => {
    expect(splitKeys('Add a table with INS, a comment with Ctrl+INS.')).toEqual([
      { kind: 'text', text: 'Add a table with ' },
      { kind: 'key', text: 'INS' },
      { kind: 'text', text: ', a comment with ' },
      { kind: 'key', text: 'Ctrl+INS' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('does not mark key names inside other words', () => {
    expect(splitKeys('INSERT statements and DELETE rows; Entering')).toEqual([
      { kind: 'text', text: 'INSERT statements and DELETE rows; Entering' },
    ]);
  });

  it('gives back every help text unchanged when joined', () => {
    for (const topic of DOC_TOPICS) {
      for (const point of topic.points) {
        expect(
          splitKeys(point)
            .map((p) => p.text)
            .join(''),
        ).toBe(point);
      }
    }
  });
});

describe('topicIdFromHash', () => {
  it('accepts the anchors of the documentation topics', () => {
    expect(topicIdFromHash('#relationships')).toBe('relationships');
    expect(topicIdFromHash('sql-generation')).toBe('sql-generation');
    expect(topicIdFromHash('#team%2Dand%2Droles')).toBe('team-and-roles');
  });

  it('refuses anything else', () => {
    expect(topicIdFromHash('')).toBeUndefined();
    expect(topicIdFromHash('#nope')).toBeUndefined();
    expect(topicIdFromHash('#%E0%A4%A')).toBeUndefined();
  });
});
