import { describe, expect, it } from 'vitest';
import { ModelBuilder } from '../testing/sampleModels';
import { HOSTILE_TEXTS, hostileModel } from './hostileModel';
import { dataDictionaryHtml } from './html';
import { PAGE_COLOURS, SEARCH_SCRIPT } from './htmlPage';
import { escapeHtml } from './htmlText';

/** How often a text occurs, case-insensitively. */
const count = (html: string, text: string): number =>
  html.toLowerCase().split(text.toLowerCase()).length - 1;

/** The page's tags after its doctype, the style's and script's contents left out. */
function tags(html: string): string[] {
  const body = html
    .replace(/^<!DOCTYPE html>/, '')
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<script>[\s\S]*?<\/script>/, '');
  return body
    .split('<')
    .slice(1)
    .map((part) => `<${part.slice(0, part.indexOf('>') + 1)}`);
}

/** Attribute values the page writes itself, by attribute; ids and links are checked as slugs. */
const FIXED_VALUES: Record<string, RegExp> = {
  lang: /^en$/,
  charset: /^utf-8$/,
  name: /^(viewport|robots)$/,
  content: /^(width=device-width, initial-scale=1|noindex)$/,
  class: /^(entry|scroll|text|muted|search|columns)$/,
  role: /^(region|status)$/,
  tabindex: /^0$/,
  scope: /^(col|row)$/,
  type: /^search$/,
  autocomplete: /^off$/,
  spellcheck: /^false$/,
  'aria-live': /^polite$/,
  id: /^[a-z0-9-]+$/,
  for: /^[a-z0-9-]+$/,
  'aria-labelledby': /^[a-z0-9-]+$/,
  href: /^#[a-z0-9-]+$/,
};

/** The problems of one tag: not a plain tag, or an attribute with a value the page does not write. */
function tagProblems(tag: string): string[] {
  const match = /^<\/?([a-z][a-z0-9]*)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*>$/.exec(tag);
  if (!match) return [`malformed ${tag}`];
  return [...(match[2] ?? '').matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].flatMap(
    ([, name = '', value]) =>
      value === undefined || FIXED_VALUES[name]?.test(value) ? [] : [`${name}="${value}"`],
  );
}

describe('escapeHtml', () => {
  it('writes & < > " and \' as entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});

describe('dataDictionaryHtml', () => {
  const model = new ModelBuilder()
    .table('users', [
      { name: 'id', type: 'integer', isPrimaryKey: true, comment: 'line 1\nline 2' },
    ])
    .table('posts', [{ name: 'author_id', type: 'integer' }])
    .relate('users.id', 'posts.author_id').model;
  const html = dataDictionaryHtml(model, { title: 'Blog & co' });

  it('is one self-contained page with its meta, style and script inline', () => {
    expect(
      html.startsWith('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">'),
    ).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Blog &amp; co</title>');
    expect(html).toContain('@media (prefers-color-scheme:dark)');
    expect(html).toContain('@media print{');
    expect(html).toContain('.entry~.entry{break-before:page}');
    for (const external of ['src=', 'href="http', '@import', 'url(', '<link'])
      expect(html).not.toContain(external);
  });

  it('has an h1 title, h2 sections, an h3 per table and captioned tables with scoped headers', () => {
    expect(html).toContain('<h1>Blog &amp; co</h1>');
    expect(html).toContain('<h2 id="contents-title">Contents</h2>');
    expect(html).toContain('<h2 id="section-tables--title">Tables</h2>');
    expect(html).toContain('<h3 id="table-users--title">users</h3>');
    expect(html).toContain('<caption id="table-users--columns">Columns of users</caption>');
    expect(html).toContain('<th scope="col">Column</th>');
    expect(html).toContain(
      '<tr><th scope="row">id</th><td>integer</td><td>no</td><td></td><td>PK</td><td>line 1\nline 2</td></tr>',
    );
    expect(html).toContain('<td>FK → <a href="#table-users">users</a>.id</td>');
  });

  it('links every table from the contents and keeps the search box hidden until its script runs', () => {
    expect(html).toContain(
      '<li><a href="#table-posts">posts</a></li>\n<li><a href="#table-users">users</a></li>',
    );
    expect(html).toContain('<div class="search" id="search" hidden>');
    expect(SEARCH_SCRIPT).not.toContain('<');
  });

  describe('with hostile names', () => {
    const hostile = dataDictionaryHtml(hostileModel(), { title: HOSTILE_TEXTS[1] });

    it('has exactly the one style and the one script it writes', () => {
      expect(count(hostile, '<script')).toBe(1);
      expect(count(hostile, '</script')).toBe(1);
      expect(count(hostile, '<style')).toBe(1);
      expect(count(hostile, '</style')).toBe(1);
    });

    it('opens only plain tags, whose attributes hold only what the page writes', () => {
      expect(tags(hostile).flatMap(tagProblems)).toEqual([]);
    });

    it('shows the names as text', () => {
      expect(hostile).toContain(
        '<title>&lt;/style&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>',
      );
      expect(hostile).toContain('>a|b`&lt;script&gt;alert(1)&lt;/script&gt;</h3>');
      expect(hostile).toContain('>&quot;double&quot; and &#39;single&#39; quotes</h3>');
    });
  });
});

/** WCAG's relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('the page colours', () => {
  it.each(Object.entries(PAGE_COLOURS))('%s theme reaches WCAG AA contrast', (_, c) => {
    for (const ground of [c.background, c.surface]) {
      for (const text of [c.text, c.muted, c.link])
        expect(contrast(text, ground)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.control, ground)).toBeGreaterThanOrEqual(3);
    }
  });
});
