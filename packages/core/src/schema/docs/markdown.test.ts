import { describe, expect, it } from 'vitest';
import { ModelBuilder } from '../testing/sampleModels';
import { HOSTILE_TEXTS, hostileModel } from './hostileModel';
import { dataDictionaryMarkdown } from './markdown';
import { markdownFence, markdownText } from './markdownText';

/** The number of `|` in a line that end a cell: those not escaped by a backslash. */
const cellPipes = (line: string): number => line.match(/(?<!\\)(\\\\)*\|/g)?.length ?? 0;

/** The lines outside fenced code blocks (a fence closes on a run at least as long as its own). */
function outsideFences(markdown: string): string[] {
  const out: string[] = [];
  let fence = '';
  for (const line of markdown.split('\n')) {
    const run = /^`{3,}/.exec(line)?.[0] ?? '';
    if (fence === '' && run !== '') fence = run;
    else if (fence !== '' && run.length >= fence.length && line.trim() === run) fence = '';
    else if (fence === '') out.push(line);
  }
  return out;
}

describe('markdownText', () => {
  it('escapes what would end a cell, open HTML, a code span, a link or emphasis', () => {
    expect(markdownText('a|b`<script>alert(1)</script>')).toBe(
      'a\\|b\\`&lt;script&gt;alert\\(1\\)&lt;/script&gt;',
    );
    expect(markdownText('[x](y) *b* _i_ ~~s~~ #h $m$ \\')).toBe(
      '\\[x\\]\\(y\\) \\*b\\* \\_i\\_ \\~\\~s\\~\\~ \\#h \\$m\\$ \\\\',
    );
    expect(markdownText('&lt; & >')).toBe('&amp;lt; &amp; &gt;');
  });

  it('keeps URLs, www. names and e-mail addresses from becoming GFM autolinks', () => {
    expect(
      ['https://x.example/a', 'FTP://x', 'www.x.example', 'WWW.x', 'user@x.example', 'a::text'].map(
        markdownText,
      ),
    ).toEqual([
      'https\\://x.example/a',
      'FTP\\://x',
      'www\\.x.example',
      'WWW\\.x',
      'user\\@x.example',
      'a::text',
    ]);
  });

  it('keeps a leading list marker from starting a list', () => {
    expect(['- a', '+ b', '12. c', '3) d', 'a - b'].map(markdownText)).toEqual([
      '\\- a',
      '\\+ b',
      '12\\. c',
      '3\\) d',
      'a - b',
    ]);
  });

  it('turns line breaks into <br> and other control characters into spaces', () => {
    expect(markdownText('one\ntwo\r\nthree\rfour\u2028five')).toBe(
      'one<br>two<br>three<br>four<br>five',
    );
    expect(markdownText('a\tb\u0000c')).toBe('a b c');
  });
});

describe('markdownFence', () => {
  it('fences with a run of backticks longer than any in the text', () => {
    expect(markdownFence('SELECT 1', 'sql')).toBe('```sql\nSELECT 1\n```');
    expect(markdownFence('a ```` b\r\nc', 'sql')).toBe('`````sql\na ```` b\nc\n`````');
  });
});

describe('dataDictionaryMarkdown', () => {
  const model = new ModelBuilder()
    .table('users', [
      { name: 'id', type: 'integer', isPrimaryKey: true },
      { name: 'email', type: 'varchar(80)', isUnique: true, comment: 'login | contact' },
    ])
    .table('posts', [
      { name: 'id', type: 'integer', isPrimaryKey: true },
      { name: 'author_id', type: 'integer', isNullable: false },
    ])
    .relate('users.id', 'posts.author_id', 'ONE_TO_MANY', 'posts_author_fk').model;
  const users = model.tables[0]?.id ?? '';
  model.views = [
    {
      id: 'v',
      name: 'authors',
      query: 'SELECT * FROM users',
      dialect: 'mysql',
      tableIds: [users],
      x: 0,
      y: 0,
    },
  ];
  const md = dataDictionaryMarkdown(model, { title: 'Blog', dialect: 'mysql' });

  it('starts with the title and a table of contents linking every entry', () => {
    expect(md.startsWith('# Blog\n\n## Contents\n\n- [Tables](#section-tables)\n')).toBe(true);
    expect(md).toContain('  - [posts](#table-posts)\n  - [users](#table-users)');
    expect(md).toContain('- [Views](#section-views)\n  - [authors](#view-authors)');
    expect(md).toContain('<a id="table-users"></a>\n\n### users');
  });

  it('writes a column table per table: Column | Type | Null | Default | Keys | Comment', () => {
    expect(md).toContain(
      '| Column | Type | Null | Default | Keys | Comment |\n| --- | --- | --- | --- | --- | --- |\n' +
        '| id | INT | no |  | PK |  |\n' +
        '| author\\_id | INT | no |  | FK → [users](#table-users).id |  |',
    );
    expect(md).toContain('| email | varchar\\(80\\) | yes |  | UNIQUE | login \\| contact |');
  });

  it('lists the relationships out of and into a table, and the views reading it', () => {
    expect(md).toContain(
      '#### Relationships out\n\n| Foreign key | Columns | References | Kind | On delete | On update |',
    );
    expect(md).toContain(
      '| posts\\_author\\_fk | author\\_id | [users](#table-users) (id) | many-to-one | NO ACTION | NO ACTION |',
    );
    expect(md).toContain('#### Relationships in');
    expect(md).toContain('#### Read by views\n\n- [authors](#view-authors)');
    expect(md).toContain(
      '### authors\n\nReads: [users](#table-users)\n\n```sql\nSELECT * FROM users\n```',
    );
  });

  it('says so for an empty model, and titles a document without a title', () => {
    expect(dataDictionaryMarkdown({ tables: [], relationships: [], comments: [] })).toBe(
      '# Data dictionary\n\nThe model is empty.\n',
    );
  });

  describe('with hostile names', () => {
    const hostile = dataDictionaryMarkdown(hostileModel(), { title: HOSTILE_TEXTS[0] });
    const lines = outsideFences(hostile);

    it('keeps every table row at its header’s number of cells', () => {
      let header = -1;
      for (const line of lines) {
        if (!line.startsWith('|')) header = -1;
        else if (header < 0) header = cellPipes(line);
        else expect([line, cellPipes(line)]).toEqual([line, header]);
      }
    });

    it('creates no HTML but its anchors and line breaks', () => {
      const html = lines.join('\n').replace(/<a id="[a-z0-9-]+"><\/a>|<br>/g, '');
      expect(html).not.toContain('<');
    });

    it('writes names, comments and SQL bodies escaped or fenced', () => {
      expect(hostile).toContain('### a\\|b\\`&lt;script&gt;alert\\(1\\)&lt;/script&gt;');
      expect(hostile).toContain('### line one<br>line two<br>line three');
      expect(hostile).toContain('### \\- list');
      expect(hostile).toContain("````sql\nSELECT '```fence``` ``'\n````");
      expect(lines.filter((l) => l.startsWith('#')).every((l) => /^#{1,4} /.test(l))).toBe(true);
    });
  });
});
