import { Paper, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useReactFlow } from '@xyflow/react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Diagram } from '../model/diagramCache';
import { searchDiagram, type SearchHit } from '../model/search';
import { searchTarget } from '../model/searchTarget';
import { useEditor } from '../store/editorStore';
import classes from './diagram.module.css';

const KIND_WORDS: Record<SearchHit['kind'], string> = {
  table: 'Table',
  column: 'Column',
  view: 'View',
  comment: 'Comment',
  area: 'Area',
};

/** The zoom a hit is shown at: its columns readable, or closer if the user was closer already. */
const HIT_ZOOM = 1;

/**
 * Ctrl+K's search over the diagram (issue 21): tables, columns, views and comments as the user
 * types; the arrows move through the hits, Enter (or a click) pans and zooms the canvas to one
 * and selects it (a column's row is marked), Escape closes.
 */
export function CanvasSearch({ diagram }: { diagram: Diagram | undefined }) {
  const opened = useEditor((s) => s.dialog === 'search');
  if (!opened || !diagram) return null;
  return <SearchPanel diagram={diagram} />;
}

function SearchPanel({ diagram }: { diagram: Diagram }) {
  const flow = useReactFlow();
  const set = useEditor((s) => s.set);
  const selectOnly = useEditor((s) => s.selectOnly);
  const selectable = useEditor((s) => !s.readOnly || s.inspect);
  const display = useEditor((s) => s.visual.tableDisplay);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const hits = useMemo(() => searchDiagram(diagram, query), [diagram, query]);
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;
  const close = () => set({ dialog: undefined });
  useEffect(() => {
    // The hit the arrows reach stays in view in a long list.
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });
  const go = (hit: SearchHit) => {
    const target = searchTarget(diagram, hit, display);
    close();
    if (!target) return;
    const zoom = Math.max(flow.getZoom(), HIT_ZOOM);
    // An area is shown whole; other hits at a zoom where their columns read.
    if (target.fit) void flow.fitBounds(target.fit, { padding: 0.1, duration: 200 });
    else void flow.setCenter(target.x, target.y, { zoom, duration: 200 });
    // Viewers select nothing (spec 2 §6): the view goes there and a column is marked.
    if (selectable) selectOnly([target.nodeId]);
    set({ foundColumn: target.column });
  };
  const handleKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (hits.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = hits[active];
      if (hit) go(hit);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
    }
  };
  const shown = hits.length > 0;
  return (
    <Paper
      shadow="md"
      radius="md"
      p="xs"
      className={classes.searchPanel}
      role="dialog"
      aria-label="Search the diagram"
    >
      <TextInput
        autoFocus
        placeholder="Search tables, columns, views and comments"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={handleKey}
        onBlur={(e) => {
          // A click on a hit keeps the panel (the hit takes the press); leaving it closes it.
          if (!e.currentTarget.closest('[role="dialog"]')?.contains(e.relatedTarget)) close();
        }}
        role="combobox"
        aria-label="Search the diagram"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown ? optionId(active) : undefined}
      />
      <div id={listId} role="listbox" aria-label="Hits" className={classes.searchHits}>
        {hits.map((hit, i) => (
          <div
            key={`${hit.kind}-${hit.label}-${i}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            tabIndex={-1}
            className={classes.searchHit}
            onPointerDown={(e) => e.preventDefault()}
            onPointerEnter={() => setActive(i)}
            onClick={() => go(hit)}
          >
            <span className={classes.searchKind}>{KIND_WORDS[hit.kind]}</span>
            <span className={classes.searchLabel}>{hit.label}</span>
            <span className={classes.searchDetail}>{hit.detail}</span>
          </div>
        ))}
      </div>
      {query.trim() && !shown && (
        <Text size="sm" c="dimmed" p="xs">
          Nothing in the diagram matches.
        </Text>
      )}
    </Paper>
  );
}
