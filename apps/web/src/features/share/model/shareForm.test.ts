import { MAX_EMBED_ORIGINS } from '@relata/core';
import { describe, expect, it } from 'vitest';
import {
  EXPIRY_CHOICES,
  NEW_SHARE_FORM,
  originList,
  serverShareErrors,
  shareBody,
  shareFormErrors,
  type ShareFormValues,
} from './shareForm';

const form = (values: Partial<ShareFormValues>): ShareFormValues => ({
  ...NEW_SHARE_FORM,
  name: 'Client review',
  ...values,
});

describe('the Create link form', () => {
  it('offers 1 day to 1 year and Never', () => {
    expect(EXPIRY_CHOICES.map((c) => c.label)).toEqual([
      '1 day',
      '7 days',
      '30 days',
      '90 days',
      '1 year',
      'Never',
    ]);
  });

  it("sends the settings as core's body: no password as null, origins only when limited to them", () => {
    expect(shareBody(form({ name: ' Review ', expiry: 'never' }))).toEqual({
      name: 'Review',
      expiresInDays: null,
      password: null,
      includeSql: false,
      live: true,
      embed: 'none',
      embedOrigins: [],
    });
    const limited = form({
      expiry: '365',
      password: 'correct horse',
      embed: 'origins',
      origins: 'https://wiki.example.com\n\n https://docs.example.com, ',
    });
    expect(shareBody(limited)).toMatchObject({
      expiresInDays: 365,
      password: 'correct horse',
      embedOrigins: ['https://wiki.example.com', 'https://docs.example.com'],
    });
    expect(shareBody({ ...limited, embed: 'any' }).embedOrigins).toEqual([]);
  });

  it('checks the name, the password and the origins as the server does', () => {
    expect(shareFormErrors(form({}))).toEqual({});
    expect(shareFormErrors(form({ name: '  ' })).name).toBe('Link name is required');
    expect(shareFormErrors(form({ password: 'short' })).password).toBe(
      'Password must be at least 8 characters',
    );
    expect(shareFormErrors(form({ embed: 'origins' })).embedOrigins).toBe(
      'List at least one origin that may embed the link',
    );
    expect(
      shareFormErrors(form({ embed: 'origins', origins: 'https://wiki.example.com/page' }))
        .embedOrigins,
    ).toBe(
      'https://wiki.example.com/page must be an origin such as https://wiki.example.com, with no path',
    );
    const many = Array.from(
      { length: MAX_EMBED_ORIGINS + 1 },
      (_, i) => `https://s${i}.example.com`,
    );
    expect(shareFormErrors(form({ embed: 'origins', origins: many.join('\n') })).embedOrigins).toBe(
      `List at most ${MAX_EMBED_ORIGINS} origins`,
    );
  });

  it("puts the server's field messages under their fields, naming a wrong origin", () => {
    const values = form({
      embed: 'origins',
      origins: 'https://a.example.com\nftp://b.example.com',
    });
    expect(
      serverShareErrors(
        {
          name: 'Link name must be at most 100 characters',
          'embedOrigins.1': 'must be an origin such as https://wiki.example.com, with no path',
          expiresInDays: 'must be 1, 7, 30, 90, 365 or null',
        },
        values,
      ),
    ).toEqual({
      name: 'Link name must be at most 100 characters',
      embedOrigins:
        'ftp://b.example.com must be an origin such as https://wiki.example.com, with no path',
      expiresInDays: 'Expires must be 1, 7, 30, 90, 365 or null',
    });
    expect(originList(' a  b,c\n')).toEqual(['a', 'b', 'c']);
  });
});
