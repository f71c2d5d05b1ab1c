import { tags, type Tag } from '@lezer/highlight';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeScriptView } from './CodeScriptView';
import { scriptHighlight } from './scriptHighlight';
import { scriptLanguageOf } from './scriptLanguageOf';

/** The class scriptHighlight gives a tag's tokens. */
const classOf = (tag: Tag) => scriptHighlight.style([tag]) ?? '';

/** The highlighted spans of the script whose text is `text`. */
const spans = (text: string) =>
  [...screen.getByTestId('script-view').querySelectorAll('.cm-line span')].filter(
    (span) => span.textContent === text,
  );

/** Waits until `text` is shown as a token of scriptHighlight's class for `tag`. */
const expectToken = (text: string, tag: Tag) =>
  waitFor(() => expect(spans(text).some((s) => s.classList.contains(classOf(tag)))).toBe(true));

describe('CodeScriptView', () => {
  afterEach(cleanup);

  it('highlights each format in the language of its file', () => {
    expect(scriptLanguageOf('mssql')).toBe('sql');
    expect(scriptLanguageOf('dbml')).toBe('sql');
    expect(scriptLanguageOf('prisma')).toBe('prisma');
    expect(scriptLanguageOf('drizzle')).toBe('typescript');
    expect(scriptLanguageOf('sqlalchemy')).toBe('python');
    expect(scriptLanguageOf('django')).toBe('python');
  });

  it("highlights Python's keywords in SQLAlchemy's models, and switches to SQL with the format", async () => {
    const script = 'class Users(Base):\n    __tablename__ = "users"\n';
    const { rerender } = render(
      <CodeScriptView
        text={script}
        label="Script in sqlalchemy"
        language={scriptLanguageOf('sqlalchemy')}
      />,
    );
    await expectToken('class', tags.keyword);
    await expectToken('"users"', tags.string);
    await expectToken('Users', tags.className);

    rerender(
      <CodeScriptView
        text="SELECT 1;"
        label="Script in mysql"
        language={scriptLanguageOf('mysql')}
      />,
    );
    await expectToken('SELECT', tags.keyword);
  });

  it("highlights TypeScript's keywords in Drizzle's module", async () => {
    render(
      <CodeScriptView
        text={'export const users = pgTable("users", {});\n'}
        label="Script in drizzle"
        language={scriptLanguageOf('drizzle')}
      />,
    );
    await expectToken('export', tags.keyword);
    await expectToken('const', tags.keyword);
    await expectToken('"users"', tags.string);
  });

  it("highlights Prisma's declarations, types and attributes", async () => {
    const script = [
      '// Note: a note',
      'model Users {',
      '  id Int @id @default(autoincrement())',
      '  type Mood?',
      '  @@index([title], map: "posts_title")',
      '}',
    ].join('\n');
    render(
      <CodeScriptView
        text={script}
        label="Script in prisma"
        language={scriptLanguageOf('prisma')}
      />,
    );
    await expectToken('model', tags.keyword);
    await expectToken('Users', tags.typeName);
    await expectToken('Int', tags.typeName);
    await expectToken('@id', tags.meta);
    await expectToken('@@index', tags.meta);
    await expectToken('"posts_title"', tags.string);
    await expectToken('// Note: a note', tags.comment);
    // A field named like a declaration is a field; the type after it is a type.
    expect(spans('type').some((s) => s.classList.contains(classOf(tags.keyword)))).toBe(false);
    await expectToken('Mood', tags.typeName);
    // Words in an attribute's arguments are not a field's type.
    expect(spans('map').some((s) => s.classList.contains(classOf(tags.typeName)))).toBe(false);
  });
});
