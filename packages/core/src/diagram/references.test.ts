import { describe, expect, it } from 'vitest';
import { makeAttribute } from '../schema/defaults';
import {
  followRename,
  readersOf,
  tableLookup,
  type ReadingObjects,
  type ReadingView,
  type ReferencedTable,
} from './references';

const film = (): ReferencedTable => ({
  id: 'film',
  name: 'film',
  exactName: true,
  attributes: [
    makeAttribute({ id: 'id', name: 'film_id', type: 'integer' }),
    makeAttribute({ id: 'title', name: 'title', type: 'text' }),
    makeAttribute({ id: 'desc', name: 'description', type: 'text' }),
    makeAttribute({ id: 'year', name: 'year', type: 'integer' }),
  ],
});
const language: ReferencedTable = {
  id: 'language',
  name: 'language',
  attributes: [
    makeAttribute({ id: 'l1', name: 'language_id', type: 'integer' }),
    makeAttribute({ id: 'l2', name: 'name', type: 'text' }),
  ],
};

const view = (name: string, query: string, dialect = 'postgresql'): ReadingView => ({
  id: name,
  name,
  query,
  dialect,
});

/** The diagram's objects: these views, and the film and language tables to look names up in. */
const objects = (views: ReadingView[], more: Partial<ReadingObjects> = {}): ReadingObjects => ({
  views,
  lookup: tableLookup([film(), language]),
  ...more,
});

/** A copy of film with columns renamed (by id) and, when given, a new table name. */
function renamed(columns: Record<string, string>, name?: string): ReferencedTable {
  const t = film();
  return {
    ...t,
    ...(name === undefined ? {} : { name }),
    attributes: t.attributes.map((a) => ({ ...a, name: columns[a.id] ?? a.name })),
  };
}

/** The views' queries after a rename, by view name, and the names of what breaks. */
function follow(views: ReadingView[], after: ReferencedTable, before = film()) {
  const outcome = followRename(before, after, objects(views));
  const queries = Object.fromEntries(
    views.map((v) => [v.name, outcome?.views.find((x) => x.id === v.id)?.query ?? v.query]),
  );
  return { queries, broken: outcome?.broken.map((r) => `${r.kind} ${r.name}`) ?? [] };
}

describe('following a column rename into views', () => {
  it('rewrites qualified and alias-qualified references, keeping the output names', () => {
    const { queries, broken } = follow(
      [
        view('a', 'SELECT film.title, film.description FROM film'),
        view(
          'b',
          'SELECT f.description AS d FROM film f JOIN language l ON true ORDER BY f.description',
        ),
        view('c', 'SELECT public.film.description FROM public.film'),
      ],
      renamed({ desc: 'synopsis' }),
    );
    expect(queries).toEqual({
      a: 'SELECT film.title, film.synopsis AS description FROM film',
      b: 'SELECT f.synopsis AS d FROM film f JOIN language l ON true ORDER BY f.synopsis',
      c: 'SELECT public.film.synopsis AS description FROM public.film',
    });
    expect(broken).toEqual([]);
  });

  it('rewrites a bare column where only the renamed table of its scope has it', () => {
    const { queries } = follow(
      [
        view('alone', 'SELECT description FROM film WHERE description IS NOT NULL'),
        // language has no description: the bare name can only be film's.
        view('joined', 'SELECT name, description FROM film JOIN language USING (language_id)'),
        // The subquery's bare name is film's, seen from inside language's scope.
        view(
          'correlated',
          'SELECT title FROM film WHERE EXISTS (SELECT 1 FROM language WHERE name = description)',
        ),
      ],
      renamed({ desc: 'synopsis' }),
    );
    expect(queries).toEqual({
      alone: 'SELECT synopsis AS description FROM film WHERE synopsis IS NOT NULL',
      joined: 'SELECT name, synopsis AS description FROM film JOIN language USING (language_id)',
      correlated:
        'SELECT title FROM film WHERE EXISTS (SELECT 1 FROM language WHERE name = synopsis)',
    });
  });

  it('leaves a view whose reference is unsure as it is and names it as broken', () => {
    const views = [
      view('star', 'SELECT x.description FROM (SELECT * FROM film) x'),
      view('output', 'SELECT description AS description FROM film ORDER BY description'),
      view('unknown', 'SELECT description FROM film JOIN elsewhere ON true'),
      view('cte', 'WITH d AS (SELECT description FROM film) SELECT d.description FROM d'),
    ];
    const { queries, broken } = follow(views, renamed({ desc: 'synopsis' }));
    expect(queries).toEqual(Object.fromEntries(views.map((v) => [v.name, v.query])));
    expect(broken).toEqual(['view star', 'view output', 'view unknown', 'view cte']);
  });

  it('tells a date part, a function and another table’s column from the renamed column', () => {
    const { queries, broken } = follow(
      [
        view('extract', 'SELECT EXTRACT(YEAR FROM now()) AS y, f.year FROM film f'),
        view('other', 'SELECT language.name, film.title FROM film JOIN language ON true'),
      ],
      renamed({ year: 'release_year', title: 'name' }),
    );
    expect(queries).toEqual({
      extract: 'SELECT EXTRACT(YEAR FROM now()) AS y, f.release_year AS year FROM film f',
      other: 'SELECT language.name, film.name AS title FROM film JOIN language ON true',
    });
    expect(broken).toEqual([]);
  });

  it('swaps two names in one edit, keeps quotes and quotes a name that needs it', () => {
    const { queries } = follow(
      [
        view('swap', 'SELECT film.title, film.description FROM film'),
        view('quoted', 'SELECT `description` FROM `film`', 'mysql'),
        view('brackets', 'SELECT [film].[title] FROM [film]', 'mssql'),
      ],
      renamed({ title: 'description', desc: 'Long Title' }),
    );
    expect(queries).toEqual({
      swap: 'SELECT film.description AS title, film."Long Title" AS description FROM film',
      quoted: 'SELECT `Long Title` AS `description` FROM `film`',
      brackets: 'SELECT [film].[description] AS [title] FROM [film]',
    });
  });
});

describe('following a table rename', () => {
  it('rewrites the table where it is read and where its name qualifies a column', () => {
    const { queries, broken } = follow(
      [
        view('plain', 'SELECT film.title FROM public.film JOIN language ON film.film_id = 1'),
        view('aliased', 'SELECT film.title FROM film AS film'),
        view('column', 'SELECT film FROM language'),
      ],
      renamed({}, 'movie'),
    );
    expect(queries).toEqual({
      plain: 'SELECT movie.title FROM public.movie JOIN language ON movie.film_id = 1',
      // `film` here is the alias, which stays.
      aliased: 'SELECT film.title FROM movie AS film',
      column: 'SELECT film FROM language',
    });
    expect(broken).toEqual([]);
  });

  it('writes the name the generators write: spec 2’s rule for a table drawn in the editor', () => {
    const drawn = { ...film(), exactName: false };
    const outcome = followRename(
      drawn,
      { ...drawn, name: 'Feature Films' },
      objects([view('v', 'SELECT film.title FROM film')]),
    );
    expect(outcome?.views).toEqual([
      { id: 'v', query: 'SELECT feature_films.title FROM feature_films' },
    ]);
  });
});

describe('following a rename into the table’s own expressions', () => {
  it('rewrites checks, index expressions and predicates, and generated columns', () => {
    const before: ReferencedTable = {
      ...film(),
      attributes: [
        ...film().attributes,
        makeAttribute({
          id: 'g',
          name: 'shout',
          type: 'text',
          generated: { expression: 'upper(description)', stored: true },
        }),
      ],
      checks: [
        { id: 'k1', name: 'described', expression: "description <> '' AND year > 1900" },
        { id: 'k2', name: '', expression: '"description" IS NOT NULL' },
      ],
      indexes: [
        {
          id: 'i1',
          name: 'film_text',
          unique: false,
          parts: [{ expression: 'lower(description)' }, { columnId: 'title' }],
          where: 'year > 2000',
        },
      ],
    };
    const after = {
      ...before,
      attributes: before.attributes.map((a) =>
        a.id === 'desc'
          ? { ...a, name: 'synopsis' }
          : a.id === 'year'
            ? { ...a, name: 'order' }
            : a,
      ),
    };
    const outcome = followRename(before, after, objects([]));
    expect(outcome?.attributes.find((a) => a.id === 'g')?.generated?.expression).toBe(
      'upper(synopsis)',
    );
    expect(outcome?.checks?.map((c) => c.expression)).toEqual([
      `synopsis <> '' AND "order" > 1900`,
      '"synopsis" IS NOT NULL',
    ]);
    expect(outcome?.indexes?.[0]).toMatchObject({
      parts: [{ expression: 'lower(synopsis)' }, { columnId: 'title' }],
      where: '"order" > 2000',
    });
    expect(outcome?.updated.map((r) => r.kind)).toEqual([
      'generated column',
      'check',
      'check',
      'index',
    ]);
  });

  it('names a statement kept verbatim that names the renamed column, and renames nothing else', () => {
    const statement = {
      id: 's',
      kind: 'trigger',
      name: 'film_touch',
      dialect: 'postgresql',
      sql: 'CREATE TRIGGER film_touch BEFORE UPDATE ON film FOR EACH ROW WHEN (NEW.description IS NULL) EXECUTE FUNCTION f()',
    };
    const outcome = followRename(
      film(),
      renamed({ desc: 'synopsis' }),
      objects([], { statements: [statement] }),
    );
    expect(outcome?.broken).toEqual([{ kind: 'statement', id: 's', name: 'trigger film_touch' }]);
    expect(followRename(film(), film(), objects([]))).toBeNull();
  });
});

describe('what reads a table or a column', () => {
  const views = [
    view('list', 'SELECT film.title, film.description FROM film'),
    view('everything', 'SELECT * FROM film'),
    view('languages', 'SELECT name FROM language'),
  ];
  it('names the views and the table’s own items reading a column, not those reading it through *', () => {
    const table: ReferencedTable = {
      ...film(),
      checks: [
        { id: 'k1', name: 'described', expression: "description <> ''" },
        { id: 'k2', name: 'own', expression: "description <> 'x'", columnId: 'desc' },
      ],
    };
    expect(readersOf(table, ['desc'], objects(views))).toEqual([
      { kind: 'view', id: 'list', name: 'list' },
      { kind: 'check', id: 'k1', name: 'described' },
    ]);
    expect(readersOf(table, ['year'], objects(views))).toEqual([]);
  });

  it('names every view reading a table', () => {
    expect(readersOf(film(), null, objects(views)).map((r) => r.name)).toEqual([
      'list',
      'everything',
    ]);
  });
});
