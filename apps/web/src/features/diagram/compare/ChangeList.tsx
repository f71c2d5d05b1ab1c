import { Checkbox, Text } from '@mantine/core';
import {
  CHANGE_GROUPS,
  type ChangeGroup,
  type DiagramChange,
  type DiagramChanges,
} from '@relata/core';
import { useMemo } from 'react';
import { CHANGE_WORDS } from '../canvas/compareMarks';
import classes from './compare.module.css';

const GROUP_TITLES: Record<ChangeGroup, string> = {
  tables: 'Tables',
  columns: 'Columns',
  keys: 'Keys',
  indexes: 'Indexes',
  checks: 'Checks',
  types: 'Types',
  relationships: 'Relationships',
  views: 'Views',
};

/** Props of ChangeList. */
export interface ChangeListProps {
  changes: DiagramChanges;
  selected: DiagramChange | undefined;
  /** A change was chosen: the canvas focuses on its table or view. */
  onSelect: (change: DiagramChange) => void;
  /** The changes ticked to be taken (a checklist, issue 38), when the list is one. */
  picked?: ReadonlySet<string>;
  onPick?: (change: DiagramChange, picked: boolean) => void;
  /** What the list says when nothing differs. */
  sameText?: string;
}

/**
 * The changes of a comparison grouped as the issue lists them (tables, columns, keys, indexes,
 * checks, types, relationships, views); each says its kind in words beside its colour, and
 * choosing one focuses the canvas on it.
 */
export function ChangeList({
  changes,
  selected,
  onSelect,
  picked,
  onPick,
  sameText = 'The two versions have the same schema.',
}: ChangeListProps) {
  const groups = useMemo(
    () =>
      CHANGE_GROUPS.map((group) => ({
        group,
        items: changes.items.filter((item) => item.group === group),
      })).filter((g) => g.items.length > 0),
    [changes],
  );
  if (groups.length === 0)
    return (
      <Text p="md" c="var(--relata-text-muted)">
        {sameText}
      </Text>
    );
  return (
    <div className={classes.changes}>
      {groups.map(({ group, items }) => (
        <section key={group} aria-labelledby={`changes-${group}`}>
          <h3 id={`changes-${group}`} className={classes.groupTitle}>
            {GROUP_TITLES[group]} ({items.length})
          </h3>
          <ul className={classes.list}>
            {items.map((item) => (
              <li key={item.key} className={picked ? classes.pickable : undefined}>
                {picked && (
                  <Checkbox
                    aria-label={`Take ${CHANGE_WORDS[item.kind].toLowerCase()} ${item.label}`}
                    checked={picked.has(item.key)}
                    onChange={(e) => onPick?.(item, e.currentTarget.checked)}
                    mt={6}
                  />
                )}
                <button
                  type="button"
                  className={classes.change}
                  data-change={item.kind}
                  aria-current={selected?.key === item.key ? 'true' : undefined}
                  onClick={() => onSelect(item)}
                >
                  <span className={classes.kind}>{CHANGE_WORDS[item.kind]}</span>
                  <span className={classes.label}>{item.label}</span>
                  {item.detail && <span className={classes.detail}>{item.detail}</span>}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
