import { describe, expect, it } from 'vitest';
import { ModelBuilder, shopModel } from '../testing/sampleModels';
import { cdsTypeFor, generateCds } from './cds';

describe('CAP CDS generation (spec 2, §5)', () => {
  const cds = generateCds(shopModel(), 'shop.db');

  it('starts with a namespace and writes one entity per table', () => {
    expect(cds.startsWith('namespace shop.db;\n')).toBe(true);
    expect(cds.match(/^entity /gm)).toHaveLength(7);
  });

  it('maps generic types to String, Integer, Boolean, DateTime and cds.JSON', () => {
    expect(
      ['string', 'text', 'number', 'integer', 'boolean', 'date', 'object', 'array'].map(cdsTypeFor),
    ).toEqual([
      'String',
      'String',
      'Integer',
      'Integer',
      'Boolean',
      'DateTime',
      'cds.JSON',
      'cds.JSON',
    ]);
    expect(cdsTypeFor('something odd')).toBe('String');
  });

  it('marks key columns with key and non-nullable columns not null', () => {
    expect(cds).toContain('  key id : String;');
    expect(cds).toContain('  email : String(120) not null;');
    expect(cds).toContain('  key order_id : Integer;\n  key line_no : Integer;');
  });

  it('gives a table without a key the element key id : String', () => {
    const out = generateCds(
      new ModelBuilder().table('log', [{ name: 'message', type: 'text' }]).model,
    );
    expect(out).toContain('entity log {\n  key id : String;\n  message : String;\n}');
  });

  it('adds an association per relationship, a self-association included', () => {
    expect(cds).toContain('  user : Association to users on user.id = user_id;');
    expect(cds).toContain('  manager : Association to employees on manager.id = manager_id;');
  });

  it('writes a join entity for a many-to-many relationship', () => {
    expect(cds).toContain(
      'entity users_tags_join {\n  key users_id : String;\n  key tags_id : Integer;',
    );
    expect(cds).toContain('  tags : Association to tags on tags.id = tags_id;');
  });

  it('escapes names that are not plain CDS identifiers', () => {
    expect(cds).toContain('entity ![order] {');
    expect(cds).toContain('  ![Display Name] : String;');
  });
});
