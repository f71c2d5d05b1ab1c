import { describe, expect, it } from 'vitest';
import { linkLabel, parseMessageLinks, resolveLink } from './messageLinks';

const ORIGIN = 'https://relata.example';

describe('parseMessageLinks', () => {
  it('keeps a message without links as one text', () => {
    expect(parseMessageLinks('The project has 3 tables.', ORIGIN)).toEqual([
      { kind: 'text', text: 'The project has 3 tables.' },
    ]);
  });

  it('finds paths of the app without the sentence punctuation', () => {
    expect(parseMessageLinks('See /app/projects/p1/documentation#import.', ORIGIN)).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: '/app/projects/p1/documentation#import',
        href: '/app/projects/p1/documentation#import',
        internal: true,
      },
      { kind: 'text', text: '.' },
    ]);
  });

  it('reads Markdown links and treats this origin as the app', () => {
    expect(
      parseMessageLinks(
        `Read [Relationships](${ORIGIN}/app/projects/p1/documentation#relationships) first`,
        ORIGIN,
      ),
    ).toEqual([
      { kind: 'text', text: 'Read ' },
      {
        kind: 'link',
        text: 'Relationships',
        href: '/app/projects/p1/documentation#relationships',
        internal: true,
      },
      { kind: 'text', text: ' first' },
    ]);
  });

  it('opens other web addresses outside the app', () => {
    expect(parseMessageLinks('Docs: https://www.postgresql.org/docs/, enjoy', ORIGIN)).toEqual([
      { kind: 'text', text: 'Docs: ' },
      {
        kind: 'link',
        text: 'https://www.postgresql.org/docs/',
        href: 'https://www.postgresql.org/docs/',
        internal: false,
      },
      { kind: 'text', text: ', enjoy' },
    ]);
  });

  it('never makes a link of another scheme', () => {
    expect(parseMessageLinks('Click [here](javascript:alert(1)) now', ORIGIN)).toEqual([
      { kind: 'text', text: 'Click here) now' },
    ]);
    expect(parseMessageLinks('[x](data:text/html,hi)', ORIGIN)).toEqual([
      { kind: 'text', text: 'x' },
    ]);
  });

  it('does not take a path out of the middle of a word or address', () => {
    expect(parseMessageLinks('folder/app/x', ORIGIN)).toEqual([
      { kind: 'text', text: 'folder/app/x' },
    ]);
  });
});

describe('resolveLink', () => {
  it('refuses app paths with a double slash and unknown schemes', () => {
    expect(resolveLink('/app//evil', ORIGIN)).toBeUndefined();
    expect(resolveLink('ftp://x.org/a', ORIGIN)).toBeUndefined();
    expect(resolveLink('not a url', ORIGIN)).toBeUndefined();
  });
});

describe('linkLabel', () => {
  it('names the documentation section by its title', () => {
    expect(linkLabel('/app/projects/p1/documentation#relationships')).toBe(
      'Documentation: Relationships',
    );
    expect(linkLabel('/app/projects/p1/documentation')).toBe('Open the documentation');
    expect(linkLabel('/app/projects/p1/documentation#nope')).toBe('Open the documentation');
  });

  it('names the pages of a project', () => {
    expect(linkLabel('/app/projects/p1/visualizer')).toBe('Open the Visualizer');
    expect(linkLabel('/app/projects/p1/tasks')).toBe('Open Tasks');
    expect(linkLabel('/app/projects/p1')).toBe('Open the Project Overview');
    expect(linkLabel('/app/profile')).toBe('Open link');
  });
});
