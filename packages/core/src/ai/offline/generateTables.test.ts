import { describe, expect, it } from 'vitest';
import { aiTablesResponseSchema } from '../../api/ai';
import { sequentialIds } from '../../schema/defaults';
import { generateDdl } from '../../schema/generate';
import { diagramModelSchema, type DiagramModel } from '../../schema/model';
import { SQL_DIALECTS, type SqlDialect } from '../../schema/sql/dialects';
import type { ExistingDiagram } from '../context';
import { convertAiResponse } from '../convert';
import { tableNameKey } from '../names';
import { generateOfflineTables, OfflineGenerationError } from './generateTables';
import { DOMAINS } from './vocabulary';

const empty: ExistingDiagram = { tables: [], relationships: [] };

/** Runs the offline provider and the converter, as the server does. */
function generate(prompt: string, dialect: SqlDialect = 'postgresql', existing = empty) {
  const answer = generateOfflineTables(prompt, dialect, existing);
  aiTablesResponseSchema.parse(answer);
  return convertAiResponse(answer, existing, { idFactory: sequentialIds('g') });
}

/** Twenty prompts of different domains and the tables each gives (shown and asserted). */
const PROMPTS: Array<[string, string[]]> = [
  [
    'Create a database for a library with books, authors and loans',
    ['books', 'authors', 'loans', 'members', 'book_authors'],
  ],
  [
    'An online shop with products, categories, customers and orders',
    ['products', 'categories', 'customers', 'orders', 'order_items'],
  ],
  ['A blog with posts, comments and tags', ['posts', 'comments', 'tags', 'users', 'post_tags']],
  [
    'School management: students, teachers, classes and grades',
    ['students', 'teachers', 'classes', 'grades', 'subjects'],
  ],
  [
    'Hospital with patients, doctors, appointments and prescriptions',
    ['patients', 'doctors', 'appointments', 'prescriptions', 'medications'],
  ],
  [
    'Hotel booking system with rooms, guests and reservations',
    ['rooms', 'guests', 'reservations', 'room_types', 'reservation_rooms'],
  ],
  [
    'Banking app with customers, accounts and transactions',
    ['customers', 'accounts', 'transactions'],
  ],
  [
    'Project tracking tool with projects, tasks, users and comments',
    ['projects', 'tasks', 'users', 'comments', 'project_users'],
  ],
  [
    'Social network where users have friends, posts, likes and messages',
    ['users', 'friends', 'posts', 'likes', 'messages'],
  ],
  [
    'Restaurant with menu items, tables, orders and reservations',
    ['menu_items', 'dining_tables', 'orders', 'reservations', 'order_items'],
  ],
  [
    'Airline with flights, airports, passengers and bookings',
    ['flights', 'airports', 'passengers', 'bookings', 'tickets'],
  ],
  [
    'Gym membership database with members, trainers, classes and check-ins',
    ['members', 'trainers', 'classes', 'check_ins', 'memberships', 'membership_plans'],
  ],
  [
    'Real estate agency with properties, agents, listings and viewings',
    ['properties', 'agents', 'listings', 'viewings', 'agencies', 'clients'],
  ],
  [
    'Recruiting platform with jobs, candidates, applications and interviews',
    ['jobs', 'candidates', 'applications', 'interviews'],
  ],
  [
    'Event ticketing with events, venues, tickets and orders',
    ['events', 'venues', 'tickets', 'orders', 'ticket_types', 'customers'],
  ],
  [
    'Car rental with cars, customers, rentals and locations',
    ['cars', 'customers', 'rentals', 'locations'],
  ],
  [
    'Inventory management with products, warehouses, suppliers and stock movements',
    ['products', 'warehouses', 'suppliers', 'stock_movements'],
  ],
  [
    'CRM with companies, contacts, deals and activities',
    ['companies', 'contacts', 'deals', 'activities'],
  ],
  [
    'Music streaming service with artists, albums, songs, playlists and users',
    ['artists', 'albums', 'songs', 'playlists', 'users', 'playlist_tracks'],
  ],
  [
    'University with students, professors, courses, departments and enrollments',
    ['students', 'professors', 'courses', 'departments', 'enrollments'],
  ],
];

function expectSound(model: DiagramModel) {
  diagramModelSchema.parse(model);
  for (const t of model.tables)
    expect(
      t.attributes.some((a) => a.isPrimaryKey),
      `${t.name} has a primary key`,
    ).toBe(true);
  const ids = new Map(model.tables.map((t) => [t.id, t]));
  for (const r of model.relationships) {
    const target = ids.get(r.targetTableId);
    expect(target?.attributes.find((a) => a.id === r.targetColumnId)?.isForeignKey).toBe(true);
  }
}

describe('the offline generator on twenty domains', () => {
  it('knows at least 20 domains', () => {
    expect(DOMAINS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(PROMPTS)('"%s" gives %j', (prompt, tables) => {
    const result = generate(prompt);
    // The test's name shows the prompt and its tables; the assertion holds them.
    expect(result.createdTableNames).toEqual(tables);
    expectSound(result.model);
    expect(result.model.relationships.length).toBeGreaterThanOrEqual(1);
    for (const dialect of SQL_DIALECTS)
      expect(generateDdl(result.model, dialect)).toContain('CREATE TABLE');
  });

  it.each(PROMPTS)('"%s" reuses an existing table instead of duplicating it', (prompt) => {
    const first = generate(prompt);
    const reused = first.model.tables[0];
    if (!reused) throw new Error('no table');
    // The table exists already, under a name that differs only in case and number.
    const name = `${reused.name.slice(0, 1).toUpperCase()}${reused.name.slice(1)}`;
    const existing: ExistingDiagram = {
      tables: [{ ...reused, id: 'EXISTING', name }],
      relationships: [],
    };
    const second = generate(prompt, 'postgresql', existing);
    expect(second.reusedTableNames).toEqual([name]);
    expect(second.createdTableNames.map(tableNameKey)).not.toContain(tableNameKey(reused.name));
    expect(second.createdTableNames).toHaveLength(first.createdTableNames.length - 1);
    const touching = second.model.relationships.filter(
      (r) => r.sourceTableId === 'EXISTING' || r.targetTableId === 'EXISTING',
    );
    expect(touching.length).toBeGreaterThanOrEqual(1);
    for (const r of touching.filter((x) => x.sourceTableId === 'EXISTING')) {
      expect(reused.attributes.find((a) => a.id === r.sourceColumnId)?.isPrimaryKey).toBe(true);
    }
  });
});

describe('generateOfflineTables', () => {
  it("uses types that fit the project's database", () => {
    const column = (dialect: SqlDialect, table: string, name: string) =>
      generate('A blog with posts', dialect)
        .model.tables.find((t) => t.name === table)
        ?.attributes.find((a) => a.name === name);
    expect(column('postgresql', 'posts', 'id')).toMatchObject({
      type: 'uuid',
      defaultValue: 'gen_random_uuid()',
      isPrimaryKey: true,
    });
    expect(column('postgresql', 'posts', 'created_at')).toMatchObject({
      type: 'timestamptz',
      isNullable: false,
    });
    expect(column('postgresql', 'posts', 'author_id')?.type).toBe('uuid');
    expect(column('mysql', 'posts', 'id')).toMatchObject({ type: 'int', isAutoIncrement: true });
    expect(column('mysql', 'posts', 'title')?.type).toBe('varchar(255)');
    expect(column('mssql', 'posts', 'id')).toMatchObject({ type: 'int', isIdentity: true });
    expect(column('mssql', 'posts', 'published_at')?.type).toBe('datetime2');
    expect(column('sqlite', 'posts', 'id')).toMatchObject({
      type: 'integer',
      isAutoIncrement: true,
    });
  });

  it('builds entities from unknown nouns and relation phrases', () => {
    const result = generate(
      'A garden club where members have plants and plots; plants belong to species',
    );
    expect(result.createdTableNames).toEqual(['members', 'plants', 'plots', 'species']);
    const names = new Map(result.model.tables.map((t) => [t.id, t.name]));
    expect(
      result.model.relationships.map(
        (r) => `${names.get(r.sourceTableId)} -> ${names.get(r.targetTableId)}`,
      ),
    ).toEqual(['members -> plants', 'species -> plants', 'members -> plots']);
  });

  it('builds the entities a prompt lists, under their names, whatever domain it opens like', () => {
    const result = generate(
      'A real estate app with buildings, apartments, tenants and leases. Each building has many apartments. Tenants and buildings are many-to-many.',
    );
    // No stock tables of the real estate domain (agents, listings, ...) stand in for the named ones.
    expect(result.createdTableNames).toEqual([
      'buildings',
      'apartments',
      'tenants',
      'leases',
      'tenant_buildings',
    ]);
    const names = new Map(result.model.tables.map((t) => [t.id, t.name]));
    expect(
      result.model.relationships.map(
        (r) => `${names.get(r.sourceTableId)} -> ${names.get(r.targetTableId)}`,
      ),
    ).toEqual(
      expect.arrayContaining([
        'buildings -> apartments',
        'tenants -> tenant_buildings',
        'buildings -> tenant_buildings',
      ]),
    );
    // A vocabulary entity found by a synonym keeps its typical columns.
    expect(
      result.model.tables.find((t) => t.name === 'apartments')?.attributes.map((a) => a.name),
    ).toContain('bedrooms');
  });

  it('makes "has one" a one-to-one relationship with a unique key', () => {
    const result = generate('Each user has one profile');
    const profile = result.model.tables.find((t) => t.name === 'profiles');
    expect(profile?.attributes.find((a) => a.name === 'user_id')?.isUnique).toBe(true);
    expect(result.model.relationships.map((r) => r.cardinality)).toEqual(['ONE_TO_ONE']);
  });

  it('is deterministic', () => {
    const prompt =
      'A database for a veterinary practice: owners have pets, each pet has many visits';
    expect(generateOfflineTables(prompt, 'mysql', empty)).toEqual(
      generateOfflineTables(prompt, 'mysql', empty),
    );
    expect(generate(prompt).createdTableNames).toEqual(['owners', 'pets', 'visits']);
  });

  it('refuses a prompt it cannot build anything from', () => {
    expect(() => generateOfflineTables('Make it nice please', 'mysql', empty)).toThrow(
      OfflineGenerationError,
    );
  });
});

describe('relations the offline generator infers when the prompt does not spell them out', () => {
  /** The answer's foreign keys as "table.column -> referenced table". */
  function foreignKeys(prompt: string): string[] {
    const { model } = generate(prompt);
    expectSound(model);
    const tables = new Map(model.tables.map((t) => [t.id, t]));
    return model.relationships.map((r) => {
      const holder = tables.get(r.targetTableId);
      const column = holder?.attributes.find((a) => a.id === r.targetColumnId);
      return `${holder?.name}.${column?.name} -> ${tables.get(r.sourceTableId)?.name}`;
    });
  }

  it('links an event to what it involves, and a journey to the places it goes between', () => {
    expect(
      foreignKeys('a database for a ferry line with ferries, ports, crossings and crews'),
    ).toEqual([
      'crossings.ferry_id -> ferries',
      'crossings.departure_port_id -> ports',
      'crossings.arrival_port_id -> ports',
      'crossings.crew_id -> crews',
    ]);
  });

  it('links an event to its series and players, and a record to whom it is about', () => {
    expect(
      foreignKeys('a database for a chess club with players, tournaments, games and ratings'),
    ).toEqual([
      'games.tournament_id -> tournaments',
      'games.player_id -> players',
      'ratings.player_id -> players',
    ]);
  });

  it('links a part to its whole, the smallest place to the next larger one', () => {
    expect(
      foreignKeys(
        'a database for a seed bank with vaults, shelves, seed varieties and seed samples',
      ),
    ).toEqual([
      'shelves.vault_id -> vaults',
      'seed_samples.seed_variety_id -> seed_varieties',
      'seed_samples.shelf_id -> shelves',
    ]);
    expect(
      foreignKeys('a database for a river cruise company with ships, cabins, cruises and guests'),
    ).toEqual(expect.arrayContaining(['cabins.ship_id -> ships', 'cruises.ship_id -> ships']));
  });

  it('links a work to its maker, and staff to where they work', () => {
    const keys = foreignKeys(
      'a database for an art museum with galleries, paintings, painters, curators and visits',
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        'paintings.painter_id -> painters',
        'paintings.gallery_id -> galleries',
        'curators.gallery_id -> galleries',
      ]),
    );
  });

  it('links every listed entity to another one, and none the prompt sets apart', () => {
    const prompt =
      'a database for a glassworks with furnaces, glassblowers, vases, firings and standalone settings';
    const { model } = generate(prompt);
    const names = new Map(model.tables.map((t) => [t.id, t.name]));
    const linked = new Set(
      model.relationships.flatMap((r) => [names.get(r.sourceTableId), names.get(r.targetTableId)]),
    );
    expect(model.tables.map((t) => t.name)).toEqual([
      'furnaces',
      'glassblowers',
      'vases',
      'firings',
      'settings',
    ]);
    for (const table of ['furnaces', 'glassblowers', 'vases', 'firings'])
      expect(linked, table).toContain(table);
    expect(linked).not.toContain('settings');
  });

  it('keeps the relations a prompt spells out, and links only what they leave alone', () => {
    const keys = foreignKeys(
      'a database for a zoo with enclosures, animals, keepers and feedings. Each keeper has many animals.',
    );
    expect(keys).toContain('animals.keeper_id -> keepers');
    expect(keys).toEqual(
      expect.arrayContaining([
        'animals.enclosure_id -> enclosures',
        'feedings.animal_id -> animals',
      ]),
    );
    // The explicit one-to-many is not doubled by an inferred link the other way.
    expect(keys.filter((k) => k.startsWith('keepers.') && k.endsWith('-> animals'))).toEqual([]);
  });
});
