import { makeAttribute } from '../defaults';
import type { DiagramModel } from '../model';
import { ModelBuilder, shopModel } from './sampleModels';

/** The shop diagram plus a settings table whose primary key the migration widens. */
export function shopBefore(): DiagramModel {
  const model = shopModel();
  const settings = new ModelBuilder().table('settings', [
    { name: 'key', type: 'varchar(40)', isPrimaryKey: true, isNullable: false },
    { name: 'value', type: 'text' },
  ]).model.tables[0];
  if (settings)
    model.tables.push({
      ...settings,
      id: 'settings',
      attributes: settings.attributes.map((a) => ({ ...a, id: `settings.${a.name}` })),
    });
  return model;
}

/**
 * The shop diagram after a round of edits: a table renamed, one dropped, one added with a foreign
 * key; columns renamed, dropped, added, retyped, made nullable, given a new default; unique keys
 * moved; a self-reference removed; a primary key widened.
 */
export function shopAfter(): DiagramModel {
  const model = shopBefore();
  const table = (name: string) => {
    const t = model.tables.find((x) => x.name === name);
    if (!t) throw new Error(name);
    return t;
  };
  const column = (t: string, c: string) => {
    const a = table(t).attributes.find((x) => x.name === c);
    if (!a) throw new Error(`${t}.${c}`);
    return a;
  };
  table('employees').name = 'staff';
  column('staff', 'code').isUnique = false;
  const selfRef = model.relationships.find((r) => r.sourceTableId === table('staff').id);
  model.relationships = model.relationships.filter((r) => r !== selfRef);
  model.tables = model.tables.filter((t) => t.name !== 'Product Catalog!');
  const users = table('Users');
  users.attributes = users.attributes.filter((a) => a.name !== 'bio');
  users.attributes.push(
    makeAttribute({ id: 'users.nickname', name: 'nickname', type: 'varchar(30)' }),
  );
  column('Users', 'email').type = 'varchar(200)';
  column('Users', 'active').isNullable = true;
  column('Users', 'Display Name').defaultValue = 'guest';
  column('Users', 'created').name = 'created_at';
  column('Tags', 'label').isUnique = true;
  const settings = table('settings');
  settings.attributes.push(
    makeAttribute({
      id: 'settings.scope',
      name: 'scope',
      type: 'varchar(20)',
      defaultValue: 'global',
      isNullable: false,
      isPrimaryKey: true,
    }),
  );
  const reviews = new ModelBuilder().table('reviews', [
    { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false, isAutoIncrement: true },
    { name: 'user_id', type: 'string', isNullable: false, isForeignKey: true },
    { name: 'stars', type: 'integer', isNullable: false, defaultValue: '5' },
  ]).model.tables[0];
  if (reviews) {
    model.tables.push({
      ...reviews,
      id: 'reviews',
      attributes: reviews.attributes.map((a) => ({ ...a, id: `reviews.${a.name}` })),
    });
    model.relationships.push({
      id: 'rel.reviews',
      name: '',
      sourceTableId: users.id,
      targetTableId: 'reviews',
      sourceColumnId: column('Users', 'id').id,
      targetColumnId: 'reviews.user_id',
      cardinality: 'ONE_TO_MANY',
    });
  }
  return model;
}
